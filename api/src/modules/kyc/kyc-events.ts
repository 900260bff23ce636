import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { KycRecord } from './entities/kyc-record.entity.js';

/**
 * A user's KYC record changed, published inside the transaction that changes it: `submitted`
 * (a first time or again, now pending) or `reviewed` (approved or rejected by staff).
 */
export interface KycChange {
  kind: 'submitted' | 'reviewed';
  record: KycRecord;
}

/** Subscribe here to react to KYC changes (the user's dashboard) instead of being called. */
@Injectable()
export class KycEvents extends DomainEvents<KycChange> {}

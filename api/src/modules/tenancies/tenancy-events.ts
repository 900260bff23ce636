import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { Tenancy } from './entities/tenancy.entity.js';

/**
 * What happened to a tenancy, published inside the transaction that does it:
 * - `started`: an application became approved and paid; the tenancy holds the listing;
 * - `changed`: its move-in date (and so its end) was set or changed;
 * - `cancelled`: it will not go ahead (its move-in payment is refunded); the listing is back on
 *   the market.
 */
export type TenancyEvent =
  | { kind: 'started'; tenancy: Tenancy }
  | { kind: 'changed'; tenancy: Tenancy }
  | { kind: 'cancelled'; tenancy: Tenancy };

/** Subscribe here to react to tenancies (money held and released, dashboards). */
@Injectable()
export class TenancyEvents extends DomainEvents<TenancyEvent> {}

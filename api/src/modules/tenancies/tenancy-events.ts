import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { Tenancy } from './entities/tenancy.entity.js';

/**
 * What happened to a tenancy, published inside the transaction that does it:
 * - `started`: an application became approved and paid; the tenancy holds the listing;
 * - `changed`: its move-in date (and so its end) was set or changed, notice was given, or it was
 *   renewed;
 * - `cancelled`: it will not go ahead (its move-in payment is refunded); the listing is back on
 *   the market;
 * - `ended`: the tenant moved out; the listing is back on the market or inactive.
 */
export type TenancyEvent =
  | { kind: 'started'; tenancy: Tenancy }
  | { kind: 'changed'; tenancy: Tenancy }
  | { kind: 'cancelled'; tenancy: Tenancy }
  | { kind: 'ended'; tenancy: Tenancy };

/** Subscribe here to react to tenancies (money held and released, dashboards). */
@Injectable()
export class TenancyEvents extends DomainEvents<TenancyEvent> {}

import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { PropertyApplication } from './entities/property-application.entity.js';

/**
 * What happened to an application, published inside the transaction that does it:
 * - `changed`: it was submitted, or its status changed (a review, or closing it when its home
 *   was let to another applicant); both parties' lists and dashboards count it;
 * - `rejected`: it was rejected, by its reviewer or by the product when the home was let to
 *   another applicant; payments refunds a tenant who had already paid;
 * - `settled`: it is now both approved and paid (whichever came second); the tenancy begins
 *   (tenancies makes it, and lets the listing, in the same transaction).
 */
export type ApplicationEvent =
  | { kind: 'changed'; application: PropertyApplication }
  | { kind: 'rejected'; application: PropertyApplication }
  | { kind: 'settled'; application: PropertyApplication };

@Injectable()
export class ApplicationEvents extends DomainEvents<ApplicationEvent> {}

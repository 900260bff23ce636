import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { PropertyApplication } from './entities/property-application.entity.js';

/**
 * An application was rejected: by its reviewer, or by the product when the home was let to
 * another applicant. Published inside the decision's transaction; payments subscribes to refund
 * a tenant who had already paid.
 */
export interface ApplicationRejected {
  kind: 'rejected';
  application: PropertyApplication;
}

@Injectable()
export class ApplicationEvents extends DomainEvents<ApplicationRejected> {}

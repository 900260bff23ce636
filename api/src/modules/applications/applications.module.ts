import { Module, OnModuleInit } from '@nestjs/common';
import { OPEN_APPLICATION_STATUSES } from '@rentnaija/shared';
import { In } from 'typeorm';
import { StaffOverview } from '../../platform/admin-overview/staff-overview.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { MailModule } from '../../platform/mail/mail.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { TenantContacts } from '../messaging/tenant-contacts.js';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { TextMessagesModule } from '../../platform/text-messages/text-messages.module.js';
import { AdminApplicationsController } from './admin-applications.controller.js';
import { AdminListingReleaseController } from './admin-listing-release.controller.js';
import { ApplicantFileService } from './applicant-file.service.js';
import { ApplicationEvents } from './application-events.js';
import { ApplicationReviewService } from './application-review.service.js';
import {
  ApplicationsController,
  GuarantorRequestsController,
  LandlordApplicationsController,
} from './applications.controller.js';
import { ApplicationsService } from './applications.service.js';
import { PropertyApplication } from './entities/property-application.entity.js';
import { GuarantorConsentService } from './guarantor-consent.service.js';
import { OffersService } from './offers.service.js';
import { ApplicantProfile } from './applicant-profile.js';
import { RenterRecord } from './renter-record.js';
import { ListingEvents } from '../properties/listing-events.js';

@Module({
  imports: [
    PropertiesModule,
    NotificationsModule,
    MailModule,
    AuditModule,
    MessagingModule,
    TextMessagesModule,
  ],
  controllers: [
    ApplicationsController,
    LandlordApplicationsController,
    GuarantorRequestsController,
    AdminApplicationsController,
    AdminListingReleaseController,
  ],
  providers: [
    ApplicationsService,
    ApplicantFileService,
    RenterRecord,
    ApplicationReviewService,
    GuarantorConsentService,
    OffersService,
    ApplicationEvents,
    ApplicantProfile,
  ],
  exports: [ApplicationsService, ApplicationEvents, RenterRecord, ApplicantProfile],
})
export class ApplicationsModule implements OnModuleInit {
  constructor(
    private readonly overview: StaffOverview,
    private readonly contacts: TenantContacts,
    private readonly listings: ListingEvents,
    private readonly applications: ApplicationsService,
  ) {}

  onModuleInit(): void {
    // A landlord's new price applies to new applications; open ones are told, for information.
    this.listings.subscribe((m, change) => this.applications.tellNewPrice(m, change));
    // An applicant may be messaged by the listing's landlord ('Message applicant').
    this.contacts.register('applications', (m, propertyId, tenantId) =>
      m.getRepository(PropertyApplication).existsBy({ propertyId, tenantId }),
    );
    this.overview.register('openApplications', {
      order: 50,
      label: 'Applications waiting for a decision',
      resource: 'applications',
      filter: { status: 'open' },
      count: (m) =>
        m
          .getRepository(PropertyApplication)
          .countBy({ status: In([...OPEN_APPLICATION_STATUSES]) }),
    });
  }
}

import { Module, OnModuleInit } from '@nestjs/common';
import { ApplicantProfile } from '../applications/applicant-profile.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { RenterProfileController } from './renter-profile.controller.js';
import { RenterProfileService } from './renter-profile.service.js';
import { ReviewsOfTenant } from './reviews-of-tenant.js';

/**
 * The renter profile that travels: typed once, completed by the platform (identity, rent record,
 * landlords' reviews), applied with in one step, shown to landlords the tenant applies to as
 * the tenant chooses, and shared by expiring links or a PDF.
 */
@Module({
  imports: [ApplicationsModule],
  controllers: [RenterProfileController],
  providers: [RenterProfileService, ReviewsOfTenant],
  exports: [ReviewsOfTenant],
})
export class RenterProfileModule implements OnModuleInit {
  constructor(
    private readonly applicants: ApplicantProfile,
    private readonly profiles: RenterProfileService,
  ) {}

  onModuleInit(): void {
    this.applicants.provide((m, tenantId) => this.profiles.forApplicantFile(m, tenantId));
  }
}

import { Global, Module } from '@nestjs/common';
import { AdminOverviewController } from './admin-overview.controller.js';
import { StaffOverview } from './staff-overview.js';

/** The staff overview: features register their counts with StaffOverview when they start. */
@Global()
@Module({
  controllers: [AdminOverviewController],
  providers: [StaffOverview],
  exports: [StaffOverview],
})
export class AdminOverviewModule {}

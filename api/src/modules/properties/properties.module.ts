import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BookmarksModule } from '../bookmarks/bookmarks.module.js';
import { MailModule } from '../mail/mail.module.js';
import { AdminPropertiesController } from './admin-properties.controller.js';
import { LandlordPropertiesController, PropertiesController } from './properties.controller.js';
import { ListingPagesService } from './listing-pages.service.js';
import { PropertiesService } from './properties.service.js';
import { PropertyModerationService } from './property-moderation.service.js';
import { SearchCache } from './search-cache.js';

@Module({
  imports: [MailModule, AuditModule, BookmarksModule],
  controllers: [PropertiesController, LandlordPropertiesController, AdminPropertiesController],
  providers: [PropertiesService, PropertyModerationService, SearchCache, ListingPagesService],
  exports: [PropertiesService, SearchCache, ListingPagesService],
})
export class PropertiesModule {}

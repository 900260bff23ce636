import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BookmarksModule } from '../bookmarks/bookmarks.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AdminPropertiesController } from './admin-properties.controller.js';
import { LandlordPropertiesController, PropertiesController } from './properties.controller.js';
import { PropertiesService } from './properties.service.js';
import { PropertyModerationService } from './property-moderation.service.js';
import { SearchCache } from './search-cache.js';

@Module({
  imports: [NotificationsModule, AuditModule, BookmarksModule],
  controllers: [PropertiesController, LandlordPropertiesController, AdminPropertiesController],
  providers: [PropertiesService, PropertyModerationService, SearchCache],
  exports: [PropertiesService, SearchCache],
})
export class PropertiesModule {}

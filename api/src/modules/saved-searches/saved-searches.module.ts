import { Module } from '@nestjs/common';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { SavedSearchAlertsService } from './saved-search-alerts.service.js';
import { SavedSearchesController } from './saved-searches.controller.js';
import { SavedSearchesService } from './saved-searches.service.js';

@Module({
  imports: [NotificationsModule, PropertiesModule],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesService, SavedSearchAlertsService],
})
export class SavedSearchesModule {}

import { Module } from '@nestjs/common';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { BookmarkAlertsService } from './bookmark-alerts.service.js';
import { BookmarkEvents } from './bookmark-events.js';
import { BookmarksController } from './bookmarks.controller.js';
import { BookmarksService } from './bookmarks.service.js';

@Module({
  imports: [NotificationsModule, PropertiesModule],
  controllers: [BookmarksController],
  providers: [BookmarksService, BookmarkAlertsService, BookmarkEvents],
  exports: [BookmarkEvents],
})
export class BookmarksModule {}

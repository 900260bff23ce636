import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { BookmarkAlertsService } from './bookmark-alerts.service.js';
import { BookmarksController } from './bookmarks.controller.js';
import { BookmarksService } from './bookmarks.service.js';

@Module({
  imports: [MailModule],
  controllers: [BookmarksController],
  providers: [BookmarksService, BookmarkAlertsService],
  exports: [BookmarkAlertsService],
})
export class BookmarksModule {}

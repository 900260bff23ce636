import { Controller, Get, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedIn } from '../../common/decorators/roles.decorator.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { ListNotificationsDto, NOTIFICATIONS_PER_PAGE } from './dto/list-notifications.dto.js';
import {
  MarkedReadDto,
  NotificationResponseDto,
  NotificationsResponseDto,
} from './dto/notification.response.js';
import { NotificationsService } from './notifications.service.js';

/** The signed-in user's own notifications; every query is scoped to them. */
@ApiTags('notifications')
@SignedIn()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({
    summary: "The signed-in user's notifications, newest first, with the unread total",
  })
  @ApiOkResponse({ type: NotificationsResponseDto })
  @ApiErrors(400)
  list(@CurrentUser() user: AuthUser, @Query() query: ListNotificationsDto) {
    return this.notifications.list(
      user.id,
      query.page ?? 1,
      query.perPage ?? NOTIFICATIONS_PER_PAGE,
    );
  }

  @Patch(':id/read')
  @ApiOperation({ summary: 'Mark one notification read' })
  @ApiOkResponse({ type: NotificationResponseDto })
  @ApiErrors(400, 404)
  markRead(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.notifications.markRead(user.id, id);
  }

  @PostOk('read-all')
  @ApiOperation({ summary: 'Mark every notification read' })
  @ApiOkResponse({ type: MarkedReadDto })
  markAllRead(@CurrentUser() user: AuthUser) {
    return this.notifications.markAllRead(user.id);
  }
}

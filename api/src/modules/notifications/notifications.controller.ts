import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { ListNotificationsDto, NOTIFICATIONS_PER_PAGE } from './dto/list-notifications.dto.js';
import {
  MarkedReadDto,
  NotificationResponseDto,
  NotificationsResponseDto,
} from './dto/notification.response.js';
import { NotificationsService } from './notifications.service.js';

/** The signed-in user's own notifications; every query is scoped to them. */
@ApiTags('notifications')
@ApiBearerAuth()
@ApiErrors(401)
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
  markRead(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.notifications.markRead(user.id, id);
  }

  @Post('read-all')
  @ApiOperation({ summary: 'Mark every notification read' })
  @ApiOkResponse({ type: MarkedReadDto })
  @HttpCode(HttpStatus.OK)
  markAllRead(@CurrentUser() user: AuthUser) {
    return this.notifications.markAllRead(user.id);
  }
}

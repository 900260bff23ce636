import { ApiProperty } from '@nestjs/swagger';
import type { NotificationDto, NotificationsResponse } from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { PagedOf } from '../../../common/http/openapi.js';

/** Something the product told a user; `link` is a path of the site. */
export class NotificationResponseDto implements NotificationDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ example: 'listing.approved' })
  type: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: String, nullable: true, example: '/properties/5b1f0c1e' })
  link: string | null;

  @ApiTimestamp({ nullable: true })
  readAt: string | null;

  @ApiTimestamp()
  createdAt: string;
}

/** Newest first, paged like search, with the unread total. */
export class NotificationsResponseDto
  extends PagedOf(NotificationResponseDto)
  implements NotificationsResponse
{
  @ApiProperty({ description: 'Unread notifications in all pages' })
  unreadCount: number;
}

export class MarkedReadDto {
  @ApiProperty({ description: 'How many notifications were marked read' })
  updated: number;
}

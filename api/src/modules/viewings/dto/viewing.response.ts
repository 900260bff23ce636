import { ApiProperty, IntersectionType, OmitType, PickType } from '@nestjs/swagger';
import {
  type AdminViewingDto,
  VIEWING_STATUSES,
  VIEWING_TYPES,
  type ViewingDto,
  type ViewingStatus,
  type ViewingType,
} from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import {
  ListingSummaryDto,
  ListingWithRentDto,
} from '../../properties/dto/listing-summary.response.js';
import { UserRefDto } from '../../users/dto/user.response.js';

/** A viewing as its tenant or its listing's landlord sees it. */
export class ViewingResponseDto implements ViewingDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ enum: VIEWING_STATUSES })
  status: ViewingStatus;

  @ApiProperty({ enum: VIEWING_TYPES })
  viewingType: ViewingType;

  @ApiProperty({ example: '2026-12-01' })
  viewingDate: string;

  @ApiProperty({ example: '10:30' })
  viewingTime: string;

  @ApiTimestamp()
  startsAt: string;

  @ApiUuid({ nullable: true })
  tenantId: string | null;

  @ApiProperty()
  tenantName: string;

  @ApiProperty()
  tenantEmail: string;

  @ApiProperty({ type: String, nullable: true })
  tenantPhone: string | null;

  @ApiProperty({ type: String, nullable: true })
  message: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'A virtual viewing’s video-call link: always for its landlord; for the tenant from 30 minutes before the start',
  })
  videoLink: string | null;

  @ApiProperty({ description: 'The landlord has added a video-call link' })
  hasVideoLink: boolean;

  @ApiProperty({ enum: ['tenant', 'landlord'] })
  requestedBy: 'tenant' | 'landlord';

  @ApiProperty({ type: ListingWithRentDto })
  property: ListingWithRentDto;

  @ApiProperty({ description: 'The caller may confirm it now' })
  canConfirm: boolean;

  @ApiProperty({ description: 'The caller may cancel it now' })
  canCancel: boolean;

  @ApiProperty({
    description: 'The caller (its landlord) may add or change the video-call link now',
  })
  canEditVideoLink: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Add to calendar (a confirmed viewing; null otherwise): the Google Calendar link. The .ics is GET /api/viewings/{id}/invite.ics',
  })
  googleCalendarUrl: string | null;

  @ApiTimestamp()
  createdAt: string;

  @ApiTimestamp()
  updatedAt: string;
}

class AdminViewingPropertyDto extends IntersectionType(
  ListingWithRentDto,
  PickType(ListingSummaryDto, ['city'] as const),
) {}

class ViewingLandlordDto extends UserRefDto {}

/** A viewing in the console: any listing's, with its landlord; staff only read them. */
export class AdminViewingResponseDto
  extends OmitType(ViewingResponseDto, [
    'canConfirm',
    'canCancel',
    'canEditVideoLink',
    'googleCalendarUrl',
    'property',
  ] as const)
  implements AdminViewingDto
{
  @ApiProperty({ type: AdminViewingPropertyDto })
  property: AdminViewingPropertyDto;

  @ApiProperty({ type: ViewingLandlordDto, nullable: true })
  landlord: ViewingLandlordDto | null;

  @ApiTimestamp({ nullable: true })
  reminderSentAt: string | null;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  VIEWING_BOOKING_WINDOW_DAYS,
  VIEWING_MESSAGES,
  VIDEO_LINK_MAX_LENGTH,
  VIEWING_LINK_MESSAGES,
  VIEWING_STATUSES,
  VIEWING_TIME_SLOTS,
  VIEWING_TYPES,
  type ViewingStatus,
  type ViewingType,
} from '@rentnaija/shared';
import { IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import { ApiUuid } from '../../../common/http/api-property.js';
import { IsCalendarDate, Optional, Trim } from '../../../common/http/validators.js';

const REQUIRED = 'Please fill in all required fields';

/**
 * One body, two shapes. A landlord schedules a viewing of their own listing for a named
 * tenant (`tenantName`, `tenantEmail`, `tenantPhone`, optional `notes`): created confirmed. A
 * tenant asks for one of a public listing (optional `message`): created pending. Which shape
 * is required is decided by the caller's role in the service; every field is checked here.
 */
export class CreateViewingDto {
  @ApiUuid()
  @IsUUID('all', { message: REQUIRED })
  propertyId: string;

  @ApiProperty({
    format: 'date',
    example: '2026-12-01',
    description: `YYYY-MM-DD, West Africa Time: today to ${VIEWING_BOOKING_WINDOW_DAYS} days ahead`,
  })
  @IsCalendarDate(VIEWING_MESSAGES.invalidDate)
  @IsString({ message: REQUIRED })
  viewingDate: string;

  @ApiProperty({
    example: '10:30',
    description: `A slot every 30 minutes, ${VIEWING_TIME_SLOTS[0]} to ${VIEWING_TIME_SLOTS.at(-1)} (WAT)`,
  })
  @IsString({ message: REQUIRED })
  viewingTime: string;

  @ApiProperty({ enum: VIEWING_TYPES })
  @IsIn(VIEWING_TYPES, { message: REQUIRED })
  viewingType: ViewingType;

  @ApiPropertyOptional({ description: 'Landlords: the tenant’s full name' })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(120)
  tenantName?: string;

  @ApiPropertyOptional({ description: 'Landlords: where the invite is sent' })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(254)
  tenantEmail?: string;

  @ApiPropertyOptional({ description: 'Landlords: the tenant’s phone' })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(20)
  tenantPhone?: string;

  @ApiPropertyOptional({
    description:
      'Landlords, virtual viewings: the video-call link (https; Google Meet, Zoom, WhatsApp or another). Required to confirm a virtual viewing',
    maxLength: VIDEO_LINK_MAX_LENGTH,
  })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(VIDEO_LINK_MAX_LENGTH, { message: VIEWING_LINK_MESSAGES.videoLinkInvalid })
  videoLink?: string;

  @ApiPropertyOptional({ description: 'Landlords: a message for the tenant' })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(1000)
  notes?: string;

  @ApiPropertyOptional({ description: 'Tenants: a message for the landlord' })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(1000)
  message?: string;
}

/** PATCH /api/viewings/:id: the landlord adds or changes a virtual viewing's video-call link. */
export class UpdateViewingDto {
  @ApiProperty({
    description: 'The video-call link (https; Google Meet, Zoom, WhatsApp or another)',
    maxLength: VIDEO_LINK_MAX_LENGTH,
    example: 'https://meet.google.com/abc-defg-hij',
  })
  @Trim()
  @IsString({ message: VIEWING_LINK_MESSAGES.videoLinkRequired })
  @MaxLength(VIDEO_LINK_MAX_LENGTH, { message: VIEWING_LINK_MESSAGES.videoLinkInvalid })
  videoLink: string;
}

export class ListViewingsDto {
  @ApiPropertyOptional({ enum: VIEWING_STATUSES })
  @Optional()
  @IsIn(VIEWING_STATUSES, { message: `status must be one of ${VIEWING_STATUSES.join(', ')}` })
  status?: ViewingStatus;

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-12-01',
    description: 'Only viewings on this date',
  })
  @Optional()
  @IsCalendarDate('date must be a real date written YYYY-MM-DD')
  date?: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_CATEGORIES, type ContactCategory } from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import type { ContactStatus } from '../entities/contact-message.entity.js';
import type { ContactReplyRecord } from '../admin-contact.service.js';

export class ContactCreatedDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ description: 'What the sender quotes', example: 'RN-3F2A9C' })
  reference: string;

  @ApiTimestamp()
  createdAt: string;
}

/** A message of the contact form, as the console lists it. */
export class ContactMessageDto {
  @ApiUuid()
  id: string;

  @ApiProperty()
  reference: string;

  @ApiProperty()
  fullName: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ enum: CONTACT_CATEGORIES.map((c) => c.value) })
  category: ContactCategory;

  @ApiProperty()
  subject: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ enum: ['new', 'in_progress', 'resolved'] })
  status: ContactStatus;

  @ApiUuid({ nullable: true })
  userId: string | null;

  @ApiTimestamp()
  createdAt: string;

  @ApiTimestamp()
  updatedAt: string;
}

export class ContactReplyRecordDto implements ContactReplyRecord {
  @ApiUuid()
  id: string;

  @ApiProperty()
  body: string;

  @ApiUuid({ nullable: true })
  authorId: string | null;

  @ApiProperty()
  authorName: string;

  @ApiUuid({ description: 'The email in the outbox' })
  outboxId: string;

  @ApiTimestamp()
  createdAt: string;
}

/** One message with the replies sent so far, oldest first. */
export class ContactMessageDetailDto extends ContactMessageDto {
  @ApiProperty({ type: [ContactReplyRecordDto] })
  replies: ContactReplyRecordDto[];
}

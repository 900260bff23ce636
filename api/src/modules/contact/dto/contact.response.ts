import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_CATEGORIES, type ContactCategory } from '@rentnaija/shared';
import type { ContactStatus } from '../entities/contact-message.entity.js';
import type { ContactReplyRecord } from '../admin-contact.service.js';

export class ContactCreatedDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'What the sender quotes', example: 'RN-3F2A9C' })
  reference: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** A message of the contact form, as the console lists it. */
export class ContactMessageDto {
  @ApiProperty({ format: 'uuid' })
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

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  userId: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class ContactReplyRecordDto implements ContactReplyRecord {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  body: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  authorId: string | null;

  @ApiProperty()
  authorName: string;

  @ApiProperty({ format: 'uuid', description: 'The email in the outbox' })
  outboxId: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** One message with the replies sent so far, oldest first. */
export class ContactMessageDetailDto extends ContactMessageDto {
  @ApiProperty({ type: [ContactReplyRecordDto] })
  replies: ContactReplyRecordDto[];
}

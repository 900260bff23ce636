import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import type { EmailOutboxDto } from '../email-outbox.js';

export class EmailAttachmentDto {
  @ApiProperty({ example: 'receipt.pdf' })
  filename: string;

  @ApiProperty({ example: 'application/pdf' })
  contentType: string;

  @ApiProperty({ description: 'Bytes' })
  size: number;

  @ApiPropertyOptional({
    description:
      'The file itself, for a calendar invite (text): what the recipient adds to their calendar',
  })
  content?: string;
}

/** An email and its delivery, one-time links redacted. */
export class EmailOutboxResponseDto implements EmailOutboxDto {
  @ApiUuid()
  id: string;

  @ApiProperty()
  to: string;

  @ApiProperty({ example: 'password-reset' })
  template: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Template data; secrets shown redacted',
  })
  data: Record<string, unknown>;

  @ApiProperty({ type: String, nullable: true })
  subject: string | null;

  @ApiProperty({ type: String, nullable: true })
  textBody: string | null;

  @ApiProperty({ type: String, nullable: true })
  htmlBody: string | null;

  @ApiProperty({ enum: ['pending', 'sent', 'captured', 'failed'] })
  status: 'pending' | 'sent' | 'captured' | 'failed';

  @ApiProperty()
  attempts: number;

  @ApiProperty({ type: String, nullable: true })
  lastError: string | null;

  @ApiProperty({ type: String, nullable: true })
  messageId: string | null;

  @ApiProperty({ type: [EmailAttachmentDto] })
  attachments: EmailAttachmentDto[];

  @ApiTimestamp({ nullable: true })
  sentAt: string | null;

  @ApiTimestamp()
  createdAt: string;

  @ApiTimestamp()
  updatedAt: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONTACT_LIMITS } from '@rentnaija/shared';
import { IsIn } from 'class-validator';
import { RequiredText } from '../../../common/http/validators.js';
import type { ContactStatus } from '../entities/contact-message.entity.js';

export class AdminUpdateContactDto {
  @ApiPropertyOptional({ enum: ['new', 'in_progress', 'resolved'] })
  @IsIn(['new', 'in_progress', 'resolved'], {
    message: 'Status must be new, in_progress or resolved',
  })
  status: ContactStatus;
}

export class ContactReplyDto {
  @ApiProperty({ example: 'Hello Halima, yes: the landlord can show the flat on Saturday at 10.' })
  @RequiredText('A reply is required', CONTACT_LIMITS.message)
  message: string;
}

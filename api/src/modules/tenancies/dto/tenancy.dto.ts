import { ApiProperty } from '@nestjs/swagger';
import type { MoveInDateRequest, SignAgreementRequest } from '@rentnaija/shared';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../../common/http/validators.js';

const MESSAGE = 'Move-in date must be a date such as 2026-12-01';

export class MoveInDateDto implements MoveInDateRequest {
  @ApiProperty({ format: 'date', example: '2026-12-01', description: 'West Africa Time' })
  @IsString({ message: MESSAGE })
  @IsCalendarDate(MESSAGE)
  moveInDate: string;
}

export class SignAgreementDto implements SignAgreementRequest {
  @ApiProperty({
    example: 'Chioma Eze',
    description: 'Your full name as it appears on your verified identity',
  })
  @IsString({ message: 'Type your full name' })
  @MaxLength(200, { message: 'Full name must be at most 200 characters' })
  fullName: string;

  @ApiProperty({ description: 'You read the agreement and agree to sign it electronically' })
  @IsBoolean({ message: 'Confirm that you agree to sign electronically' })
  consent: boolean;
}

import { ApiProperty } from '@nestjs/swagger';
import type { MoveInDateRequest } from '@rentnaija/shared';
import { IsString } from 'class-validator';
import { IsCalendarDate } from '../../../common/http/validators.js';

const MESSAGE = 'Move-in date must be a date such as 2026-12-01';

export class MoveInDateDto implements MoveInDateRequest {
  @ApiProperty({ format: 'date', example: '2026-12-01', description: 'West Africa Time' })
  @IsString({ message: MESSAGE })
  @IsCalendarDate(MESSAGE)
  moveInDate: string;
}

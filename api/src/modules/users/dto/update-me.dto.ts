import { ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGES, normalisePhone } from '@rentnaija/shared';
import { Transform } from 'class-transformer';
import {
  IsNigerianPhone,
  Nullable,
  Optional,
  RequiredText,
} from '../../../common/http/validators.js';

export class UpdateMeDto {
  @ApiPropertyOptional({ example: 'Adaeze Okafor' })
  @Optional()
  @RequiredText(MESSAGES.nameRequired, 120)
  name?: string;

  @ApiPropertyOptional({ type: String, example: '08031234567', nullable: true })
  @Nullable()
  @Transform(({ value }) => (typeof value === 'string' ? normalisePhone(value) || null : value))
  @IsNigerianPhone()
  phone?: string | null;
}

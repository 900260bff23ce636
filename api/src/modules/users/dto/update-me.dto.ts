import { ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGES, normalisePhone } from '@rentnaija/shared';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateIf } from 'class-validator';
import { IsNigerianPhone, RequiredText } from '../../../common/http/validators.js';

export class UpdateMeDto {
  @ApiPropertyOptional({ example: 'Adaeze Okafor' })
  @IsOptional()
  @RequiredText(MESSAGES.nameRequired, 120)
  name?: string;

  @ApiPropertyOptional({ type: String, example: '08031234567', nullable: true })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? normalisePhone(value) || null : value))
  @ValidateIf((_o, v) => v !== null)
  @IsNigerianPhone()
  phone?: string | null;
}

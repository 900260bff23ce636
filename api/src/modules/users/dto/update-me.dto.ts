import { ApiPropertyOptional } from '@nestjs/swagger';
import { isNigerianPhone, MESSAGES, normalisePhone } from '@rentnaija/shared';
import { Transform } from 'class-transformer';
import {
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
  registerDecorator,
} from 'class-validator';

function IsNigerianPhone() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isNigerianPhone',
      target: object.constructor,
      propertyName,
      options: {
        message: 'Phone number must be a Nigerian number such as 08031234567 or +2348031234567',
      },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isNigerianPhone(value),
      },
    });
}

export class UpdateMeDto {
  @ApiPropertyOptional({ example: 'Adaeze Okafor' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(120)
  @IsNotEmpty({ message: MESSAGES.nameRequired })
  @IsString()
  name?: string;

  @ApiPropertyOptional({ example: '08031234567', nullable: true })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? normalisePhone(value) || null : value))
  @ValidateIf((_o, v) => v !== null)
  @IsNigerianPhone()
  phone?: string | null;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES, type Role } from '@rentnaija/shared';
import { IsIn, IsOptional } from 'class-validator';
import type { UserStatus } from '../entities/user.entity.js';

export class AdminUpdateUserDto {
  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: 'Role must be tenant, landlord, admin or support' })
  role?: Role;

  @ApiPropertyOptional({ enum: ['active', 'suspended'] })
  @IsOptional()
  @IsIn(['active', 'suspended'], { message: 'Status must be active or suspended' })
  status?: UserStatus;
}

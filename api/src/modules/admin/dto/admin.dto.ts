import { ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES, type Role } from '@rentnaija/shared';
import { IsIn } from 'class-validator';
import { Optional } from '../../../common/http/validators.js';
import type { ContactStatus } from '../../contact/entities/contact-message.entity.js';
import type { UserStatus } from '../../users/entities/user.entity.js';

export class AdminUpdateUserDto {
  @ApiPropertyOptional({ enum: ROLES })
  @Optional()
  @IsIn(ROLES, { message: 'Role must be tenant, landlord, admin or support' })
  role?: Role;

  @ApiPropertyOptional({ enum: ['active', 'suspended'] })
  @Optional()
  @IsIn(['active', 'suspended'], { message: 'Status must be active or suspended' })
  status?: UserStatus;
}

export class AdminUpdateContactDto {
  @ApiPropertyOptional({ enum: ['new', 'in_progress', 'resolved'] })
  @IsIn(['new', 'in_progress', 'resolved'], {
    message: 'Status must be new, in_progress or resolved',
  })
  status: ContactStatus;
}

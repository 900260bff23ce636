import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role, type UserDto } from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';

/** An account as its owner and staff see it. */
export class UserResponseDto implements UserDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ example: 'Adaeze Okafor' })
  name: string;

  @ApiProperty({ example: 'adaeze@example.com' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: '+2348012345678' })
  phone: string | null;

  @ApiProperty({ enum: ROLES })
  role: Role;

  @ApiProperty({ enum: ['active', 'suspended'] })
  status: 'active' | 'suspended';

  @ApiTimestamp({ nullable: true })
  emailVerifiedAt: string | null;

  @ApiTimestamp()
  createdAt: string;
}

/**
 * A user as another record names them (a payment's payer, a proof's landlord): a DTO of that
 * shape extends it under its own name, adding what it says more (e.g. the role).
 */
export class UserRefDto {
  @ApiUuid()
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role, type UserDto } from '@rentnaija/shared';

/** An account as its owner and staff see it. */
export class UserResponseDto implements UserDto {
  @ApiProperty({ format: 'uuid' })
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

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  emailVerifiedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

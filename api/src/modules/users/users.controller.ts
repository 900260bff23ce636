import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@rentnaija/shared';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { UpdateMeDto } from './dto/update-me.dto.js';
import { toUserDto } from './users.mapper.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  async me(@CurrentUser() user: AuthUser): Promise<UserDto> {
    return toUserDto(await this.users.findById(user.id));
  }

  @Patch('me')
  async updateMe(@CurrentUser() user: AuthUser, @Body() dto: UpdateMeDto): Promise<UserDto> {
    return toUserDto(await this.users.updateMe(user.id, dto));
  }
}

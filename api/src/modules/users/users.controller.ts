import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@rentnaija/shared';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedIn } from '../../common/decorators/roles.decorator.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { UpdateMeDto } from './dto/update-me.dto.js';
import { UserResponseDto } from './dto/user.response.js';
import { toUserDto } from './users.mapper.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@SignedIn()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  @ApiOperation({ summary: 'The signed-in account' })
  @ApiOkResponse({ type: UserResponseDto })
  async me(@CurrentUser() user: AuthUser): Promise<UserDto> {
    return toUserDto(await this.users.findById(user.id));
  }

  @Patch('me')
  @ApiOperation({ summary: 'Change own name or phone' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400)
  async updateMe(@CurrentUser() user: AuthUser, @Body() dto: UpdateMeDto): Promise<UserDto> {
    return toUserDto(await this.users.updateMe(user.id, dto));
  }
}

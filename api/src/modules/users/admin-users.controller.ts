import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminUpdateUserDto } from './dto/admin-update-user.dto.js';

/** The console's users resource (react-admin simple-rest conventions). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/users')
@Roles('admin', 'support')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.users.list(query, res);
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.users.get(id);
  }

  @Put(':id')
  @Roles('admin')
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AdminUpdateUserDto,
  ) {
    return this.users.update(actor, id, dto);
  }
}

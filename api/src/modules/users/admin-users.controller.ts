import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { IdParam } from '../../common/http/routes.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminUpdateUserDto } from './dto/admin-update-user.dto.js';
import { UserResponseDto } from './dto/user.response.js';

/** The console's users resource (react-admin simple-rest conventions). */
@ApiTags('admin')
@Controller('admin/users')
@Roles('admin', 'support')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({ summary: 'List accounts (console)' })
  @ApiAdminList(UserResponseDto)
  list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    return this.users.list(query, res);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One account (console)' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 404)
  get(@IdParam() id: string) {
    return this.users.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: "Change an account's role or status (admins; audited)" })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 404)
  @Roles('admin')
  update(@CurrentUser() actor: AuthUser, @IdParam() id: string, @Body() dto: AdminUpdateUserDto) {
    return this.users.update(actor, id, dto);
  }
}

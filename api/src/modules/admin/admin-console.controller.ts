import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { ObjectLiteral, Repository } from 'typeorm';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { setContentRange } from '../../common/http/admin-list.js';
import { AuditLog } from '../audit/entities/audit-log.entity.js';
import { ContactMessage } from '../contact/entities/contact-message.entity.js';
import { User } from '../users/entities/user.entity.js';
import { toUserDto } from '../users/users.mapper.js';
import { type AdminResource, findAdminPage } from './admin-query.js';
import { AdminConsoleService } from './admin-console.service.js';
import { AdminUpdateContactDto, AdminUpdateUserDto } from './dto/admin.dto.js';

const RESOURCES = {
  users: {
    sortable: ['createdAt', 'name', 'email', 'role', 'status'],
    exact: ['role', 'status'],
    search: ['name', 'email'],
  },
  'contact-messages': {
    sortable: ['createdAt', 'status', 'category'],
    exact: ['status', 'category'],
    search: ['fullName', 'email', 'subject'],
  },
  'audit-log': {
    sortable: ['createdAt', 'action'],
    exact: ['action', 'entityType', 'entityId', 'actorId'],
    search: ['action', 'entityId'],
  },
} satisfies Record<string, AdminResource>;

/** Console lists and records for staff (react-admin simple-rest conventions). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
@Roles('admin', 'support')
export class AdminConsoleController {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(ContactMessage) private readonly contacts: Repository<ContactMessage>,
    @InjectRepository(AuditLog) private readonly auditLog: Repository<AuditLog>,
    private readonly console: AdminConsoleService,
  ) {}

  @Get('users')
  async listUsers(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ) {
    return (await this.list(this.users, 'users', query, res)).map(toUserDto);
  }

  @Get('users/:id')
  async getUser(@Param('id', ParseUUIDPipe) id: string) {
    return toUserDto(await this.one(this.users, id));
  }

  @Put('users/:id')
  @Roles('admin')
  updateUser(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AdminUpdateUserDto,
  ) {
    return this.console.updateUser(actor, id, dto);
  }

  @Get('contact-messages')
  listContacts(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.list(this.contacts, 'contact-messages', query, res);
  }

  @Get('contact-messages/:id')
  getContact(@Param('id', ParseUUIDPipe) id: string) {
    return this.one(this.contacts, id);
  }

  @Put('contact-messages/:id')
  updateContact(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AdminUpdateContactDto,
  ) {
    return this.console.updateContact(actor, id, dto);
  }

  @Get('audit-log')
  listAudit(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.list(this.auditLog, 'audit-log', query, res);
  }

  @Get('audit-log/:id')
  getAudit(@Param('id', ParseUUIDPipe) id: string) {
    return this.one(this.auditLog, id);
  }

  private async list<T extends ObjectLiteral>(
    repo: Repository<T>,
    resource: keyof typeof RESOURCES,
    query: Record<string, unknown>,
    res: Response,
  ): Promise<T[]> {
    const page = await findAdminPage(repo, query, RESOURCES[resource]);
    setContentRange(res, resource, page.query, page.rows.length, page.total);
    return page.rows;
  }

  private async one<T extends ObjectLiteral>(repo: Repository<T>, id: string): Promise<T> {
    const row = await repo.findOneBy({ id } as never);
    if (!row) throw notFound();
    return row;
  }
}

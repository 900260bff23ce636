import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UserDto } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, notFound } from '../../common/exceptions/domain.exception.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import type { AdminUpdateUserDto } from './dto/admin-update-user.dto.js';
import { User } from './entities/user.entity.js';
import { UserEvents } from './user-events.js';
import { toUserDto } from './users.mapper.js';

const USERS_LIST: AdminListSpec = {
  sortable: ['createdAt', 'name', 'email', 'role', 'status'],
  exact: ['role', 'status'],
  search: ['name', 'email'],
};

/** The console's users: staff read them; admins change roles and suspend (audited). */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly events: UserEvents,
  ) {}

  async list(query: Record<string, unknown>, res: FastifyReply): Promise<UserDto[]> {
    const qb = this.dataSource.getRepository(User).createQueryBuilder('e');
    return sendAdminPage(res, 'users', await findAdminPage(qb, query, USERS_LIST), toUserDto);
  }

  async get(id: string): Promise<UserDto> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id });
    if (!user) throw notFound('User not found');
    return toUserDto(user);
  }

  /**
   * Changes a user's role or status. A change of status is published on UserEvents in the
   * same transaction: auth ends a suspended user's sessions, listings follow their landlord.
   */
  async update(actor: AuthUser, id: string, dto: AdminUpdateUserDto): Promise<UserDto> {
    if (id === actor.id && (dto.role !== undefined || dto.status === 'suspended')) {
      throw badRequest('You cannot change your own role or suspend yourself.', [
        { field: 'id', message: 'You cannot change your own role or suspend yourself.' },
      ]);
    }
    return this.dataSource.transaction(async (m) =>
      toUserDto(await this.change(m, actor, id, dto)),
    );
  }

  /**
   * Changes a user's role or status in the caller's transaction (another staff decision, e.g.
   * suspending a reported listing's landlord): saved, published, audited.
   */
  async change(
    m: EntityManager,
    actor: AuthUser,
    id: string,
    dto: AdminUpdateUserDto,
  ): Promise<User> {
    const repo = m.getRepository(User);
    const user = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!user) throw notFound('User not found');
    const before = { role: user.role, status: user.status };
    if (dto.role !== undefined) user.role = dto.role;
    if (dto.status !== undefined) user.status = dto.status;
    await repo.save(user);
    if (before.status !== user.status) {
      await this.events.publish(m, { user, from: before.status, to: user.status });
    }
    await this.audit.record(m, actor, {
      action: 'user.update',
      entityType: 'user',
      entityId: user.id,
      before,
      after: { role: user.role, status: user.status },
    });
    return user;
  }
}

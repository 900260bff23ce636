import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, notFound } from '../../common/exceptions/domain.exception.js';
import { AuditService } from '../audit/audit.service.js';
import { ContactMessage } from '../contact/entities/contact-message.entity.js';
import { User } from '../users/entities/user.entity.js';
import { UserEvents } from '../users/user-events.js';
import { toUserDto } from '../users/users.mapper.js';
import type { AdminUpdateContactDto, AdminUpdateUserDto } from './dto/admin.dto.js';

/** The console's changes to users and contact messages, each audited in its own transaction. */
@Injectable()
export class AdminConsoleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly userEvents: UserEvents,
  ) {}

  async updateUser(actor: AuthUser, id: string, dto: AdminUpdateUserDto) {
    if (id === actor.id && (dto.role !== undefined || dto.status === 'suspended')) {
      throw badRequest('You cannot change your own role or suspend yourself.', [
        { field: 'id', message: 'You cannot change your own role or suspend yourself.' },
      ]);
    }
    return this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(User);
      const user = await repo.findOneBy({ id });
      if (!user) throw notFound('User not found');
      const before = { role: user.role, status: user.status };
      if (dto.role !== undefined) user.role = dto.role;
      if (dto.status !== undefined) user.status = dto.status;
      await repo.save(user);
      if (before.status !== user.status) {
        await this.userEvents.publish(m, { user, from: before.status, to: user.status });
      }
      await this.audit.record(m, actor, {
        action: 'user.update',
        entityType: 'user',
        entityId: user.id,
        before,
        after: { role: user.role, status: user.status },
      });
      return toUserDto(user);
    });
  }

  async updateContact(actor: AuthUser, id: string, dto: AdminUpdateContactDto) {
    return this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(ContactMessage);
      const message = await repo.findOneBy({ id });
      if (!message) throw notFound('Message not found');
      const before = { status: message.status };
      message.status = dto.status;
      await repo.save(message);
      await this.audit.record(m, actor, {
        action: 'contact.update',
        entityType: 'contact_message',
        entityId: message.id,
        before,
        after: { status: message.status },
      });
      return message;
    });
  }
}

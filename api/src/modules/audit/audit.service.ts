import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { AuditLog } from './entities/audit-log.entity.js';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes staff decisions to the audit log, inside the transaction that makes the change. */
@Injectable()
export class AuditService {
  async record(manager: EntityManager, actor: AuthUser, entry: AuditEntry): Promise<void> {
    const repo = manager.getRepository(AuditLog);
    await repo.save(repo.create({ ...entry, actorId: actor.id, actorRole: actor.role }));
  }
}

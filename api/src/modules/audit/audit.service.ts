import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { currentRequest } from '../../common/http/request-context.js';
import { AuditLog } from './entities/audit-log.entity.js';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The reason staff gave (rejections); kept in its own column. */
  reason?: string | null;
}

/**
 * Writes staff decisions to the audit log, inside the transaction that makes the change, with
 * the id of the request being served (none for decisions made outside a request).
 */
@Injectable()
export class AuditService {
  async record(manager: EntityManager, actor: AuthUser, entry: AuditEntry): Promise<void> {
    const repo = manager.getRepository(AuditLog);
    await repo.save(
      repo.create({
        ...entry,
        reason: entry.reason ?? null,
        actorId: actor.id,
        actorRole: actor.role,
        requestId: currentRequest()?.requestId.slice(0, 64) || null,
      }),
    );
  }
}

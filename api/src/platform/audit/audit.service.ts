import { Injectable } from '@nestjs/common';
import type { EntityManager, ObjectLiteral } from 'typeorm';
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

/** How `saveChange` audits a change: its action, and what the row keeps of the record. */
export interface AuditedChange<T> {
  /** `<subject>.<verb>`, e.g. `refund.deny`. */
  action: string;
  entityType: string;
  /** What the row keeps of the record, before and after the change. */
  snapshot: (record: T) => Record<string, unknown>;
  /** The after-snapshot, when it says more than `snapshot`. */
  after?: (record: T) => Record<string, unknown>;
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

  /**
   * Applies staff's `change` to `record`, saves it and writes the audit row of the change, in the
   * caller's transaction:
   *
   *     await this.audit.saveChange(m, actor, message, { status: dto.status }, {
   *       action: 'contact.update',
   *       entityType: 'contact_message',
   *       snapshot: (c) => ({ status: c.status }),
   *     });
   */
  async saveChange<T extends ObjectLiteral & { id: string }>(
    manager: EntityManager,
    actor: AuthUser,
    record: T,
    change: Partial<T>,
    audited: AuditedChange<T>,
  ): Promise<void> {
    const before = audited.snapshot(record);
    Object.assign(record, change);
    await manager.save(record);
    await this.record(manager, actor, {
      action: audited.action,
      entityType: audited.entityType,
      entityId: record.id,
      before,
      after: (audited.after ?? audited.snapshot)(record),
      reason: audited.reason,
    });
  }
}

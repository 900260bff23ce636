export interface AuditRecord {
  id: string;
  actorId: string | null;
  actorRole: string | null;
  /** Present when the API joins the acting user. */
  actor?: { id: string; name: string; email?: string } | null;
  actorName?: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

/** "Ada Obi (admin)", or the id when the API does not include the name. */
export function actorText(record: AuditRecord): string {
  const name = record.actor?.name ?? record.actorName ?? record.actorId ?? 'System';
  return record.actorRole ? `${name} (${record.actorRole})` : name;
}

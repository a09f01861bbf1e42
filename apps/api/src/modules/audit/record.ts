import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type Actor = { id: number };
export type AuditEntry = {
  action: 'create' | 'update' | 'delete';
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/** Writes one audit entry; call it inside the transaction of the change it describes. */
export async function recordAudit(db: Db, actor: Actor | null, entry: AuditEntry) {
  await db.insert(auditLog).values({
    userId: actor?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

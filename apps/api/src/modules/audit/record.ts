import type { AuditEntity } from '@portside/contracts/audit-log';
import { and, count, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Db, inTransaction } from '../../db/client';
import { refuseConflicts } from '../../db/constraints';
import { refuseStale, withVersion } from '../../db/row-version';
import { auditLog } from '../../db/schema/index';
import { Conflict, NotFound, withValues } from '../../errors';

export type Actor = { id: number };
export type AuditEntry = {
  action: 'create' | 'update' | 'delete';
  entity: AuditEntity;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  /** Why, where the change asks for one (a cancellation, a reversal, a reopened visit). */
  reason?: string;
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
    reason: entry.reason ?? null,
  });
}

/** Writes the audit entries of a change to many rows in one statement, inside the transaction of the change. */
export async function recordAudits(db: Db, actor: Actor, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      userId: actor.id,
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
    })),
  );
}

/** A table whose name is one of the audited entities (a new one is added to `auditEntities` and translated). */
type TableWithId = PgTable & { id: PgColumn; _: { name: AuditEntity } };
/** A row as written, with its version (db/row-version.ts). */
type Row<T extends TableWithId> = T['$inferSelect'] & { id: number; version: string };
/** The sentences of a write's refusals: duplicate key, record in use, record not found. */
export type WriteMessages = { duplicate?: string; inUse?: string; notFound: string };

/**
 * Create, update and delete of one row with its audit entry, in one transaction; the database's refusals become
 * the given 409 sentences and a missing row the 404 sentence. A `scope` narrows the rows an id may name (a shipping
 * agent is a company of one kind). Rows come back with their version; an update given the version its form started
 * from is refused (409) once the row has moved on.
 */
export function auditedWrites<T extends TableWithId>(table: T, messages: WriteMessages, scope?: SQL) {
  const entity = getTableName(table);
  const byId = (id: number) => and(eq(table.id, id), scope);
  const transact = <R>(db: Db, work: (tx: Db) => Promise<R>) =>
    refuseConflicts(messages, () => inTransaction(db, work));

  return {
    create: (db: Db, actor: Actor, values: PgInsertValue<T>) =>
      transact(db, async (tx) => {
        const [row] = (await tx.insert(table).values(values).returning(withVersion(table))) as Row<T>[];
        if (!row) throw new Error(`insert into ${entity} returned nothing`);
        await recordAudit(tx, actor, { action: 'create', entity, entityId: row.id, after: withoutVersion(row) });
        return row;
      }),

    update: (db: Db, actor: Actor, id: number, values: PgUpdateSetSource<T>, version?: string) =>
      transact(db, async (tx) => {
        const [before] = (await tx
          .select(withVersion(table as PgTable))
          .from(table as PgTable)
          .where(byId(id))
          .for('update')) as unknown as Row<T>[];
        if (!before) throw new NotFound(messages.notFound);
        refuseStale(before.version, version);
        const [after] = (await tx.update(table).set(values).where(byId(id)).returning(withVersion(table))) as Row<T>[];
        if (!after) throw new Error(`update of ${entity} returned nothing`);
        await recordAudit(tx, actor, {
          action: 'update',
          entity,
          entityId: id,
          before: withoutVersion(before),
          after: withoutVersion(after),
        });
        return after;
      }),

    /**
     * Deletes the row unless one of `uses` has rows: the row is locked first (a record that would refer to it waits),
     * then the first use found refuses with its sentence and count (409).
     */
    remove: (db: Db, actor: Actor, id: number, uses: Use[] = []) =>
      transact(db, async (tx) => {
        const [locked] = await tx
          .select({ id: table.id })
          .from(table as PgTable)
          .where(byId(id))
          .for('update');
        if (!locked) throw new NotFound(messages.notFound);
        for (const use of uses) {
          const [row] = await tx.select({ rows: count() }).from(use.table).where(use.where);
          if (row?.rows) throw new Conflict(withValues(use.message, { count: row.rows }));
        }
        const [before] = (await tx.delete(table).where(byId(id)).returning()) as Row<T>[];
        await recordAudit(tx, actor, { action: 'delete', entity, entityId: id, before });
      }),
  };
}

/** What the audit keeps of a row: its columns, not the version that reading it adds. */
export const withoutVersion = <R extends { version: string }>({ version: _version, ...row }: R) => row;

/** Records that refer to a row (`where` picks them in `table`), and the sentence ({{count}} of them) refusing its deletion. */
export type Use = { table: PgTable; where: SQL; message: string };

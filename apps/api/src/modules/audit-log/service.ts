import type { AuditEntry, ListAuditLogQuery } from '@portside/contracts/audit-log';
import type { Page } from '@portside/contracts/lists';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paginate } from '../../db/list';
import { auditLog, users } from '../../db/schema/index';
import { terminalTimeZone } from '../settings/service';

/** Secrets never leave the log, even hashed. */
function redact(values: unknown): unknown {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !/password/i.test(key)));
}

/** The start of a day (YYYY-MM-DD) in a time zone, as an instant. */
const startOfDay = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;
const startOfNextDay = (day: string, timeZone: string) => sql`(${day}::date + 1)::timestamp at time zone ${timeZone}`;

/** Newest first (served by the created_at index), filtered by entity, action, user and days of the terminal. */
export async function listAuditLog(db: Db, query: ListAuditLogQuery): Promise<Page<AuditEntry>> {
  const timeZone = query.from || query.to ? await terminalTimeZone(db) : '';
  const where = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.userId ? eq(auditLog.userId, query.userId) : undefined,
    query.from ? gte(auditLog.createdAt, startOfDay(query.from, timeZone)) : undefined,
    query.to ? lt(auditLog.createdAt, startOfNextDay(query.to, timeZone)) : undefined,
  );
  const rows = db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      userId: auditLog.userId,
      username: users.username,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .$dynamic();
  const order = [desc(auditLog.createdAt), desc(auditLog.id)];
  return paginate(db, { table: auditLog, where, order, rows }, query, (row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    before: redact(row.before),
    after: redact(row.after),
  }));
}

/** The entities that have entries, read by skipping through the entity index (a loose index scan). */
export async function listAuditEntities(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    with recursive found(entity) as (
      (select entity from audit_log order by entity limit 1)
      union all
      select (select a.entity from audit_log a where a.entity > found.entity order by a.entity limit 1)
      from found where found.entity is not null
    )
    select entity from found where entity is not null`)) as unknown as { rows: { entity: string }[] };
  return result.rows.map((row) => row.entity);
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workOrders } from '../../db/schema/index';

/**
 * WO-<year of arrival>-<serial in that year, at least 5 digits>, one past the highest of the year. Call it inside the
 * transaction that inserts the work order: the advisory lock, held until commit, keeps two submits from taking the
 * same number (on PGlite as on PostgreSQL).
 */
export async function nextWorkOrderNumber(tx: Db, arrivalDate: string): Promise<string> {
  const prefix = `WO-${arrivalDate.slice(0, 4)}-`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${prefix}))`);
  const [last] = await tx
    .select({ serial: sql<number | null>`max(substr(${workOrders.number}, ${prefix.length + 1})::integer)` })
    .from(workOrders)
    .where(sql`${workOrders.number} ~ ${`^${prefix}[0-9]{1,9}$`}`);
  return `${prefix}${String((last?.serial ?? 0) + 1).padStart(5, '0')}`;
}

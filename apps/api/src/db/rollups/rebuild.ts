import { sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../client';
import { rollups } from './definitions';
import { addToRollups } from './maintain';

/** Every rollup recomputed from the items, in one transaction (the demo generator and `npm run rollups:rebuild`). */
export const rebuildRollups = (db: Db) =>
  inTransaction(db, async (tx) => {
    await tx.execute(sql.raw(`truncate ${rollups.map((rollup) => rollup.table).join(', ')}`));
    await addToRollups(tx, sql`true`);
  });

/**
 * The rows in which a rollup differs from a from-scratch aggregation of the items (none when it is exact): the
 * rollup tests' oracle and `npm run rollups:rebuild -- --check`.
 */
export async function rollupDrift(db: Db) {
  const drift: { table: string; rows: unknown[] }[] = [];
  for (const { table, keys, values, contribution } of rollups) {
    const names = sql.raw([...keys, ...values].join(', '));
    const scratch = sql`select ${names} from (${contribution(sql`true`)}) c`;
    const stored = sql`select ${names} from ${sql.raw(table)}`;
    const result = (await db.execute(
      sql`(${stored} except all ${scratch}) union all (${scratch} except all ${stored}) limit 20`,
    )) as unknown as { rows: unknown[] };
    if (result.rows.length > 0) drift.push({ table, rows: result.rows });
  }
  return drift;
}

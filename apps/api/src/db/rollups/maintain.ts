import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { type Rollup, rollups } from './definitions';

const columns = (names: string[]) => sql.raw(names.join(', '));

/** Adds (sign 1) or takes away (sign -1) what the chosen items contribute, then drops the rows left holding nothing. */
export async function applyToRollups(db: Db, chosen: SQL, sign: 1 | -1) {
  for (const rollup of rollups) await applyOne(db, rollup, chosen, sign);
}

async function applyOne(db: Db, { table, keys, values, contribution }: Rollup, chosen: SQL, sign: 1 | -1) {
  const signed = sql.raw(values.map((value) => `${sign} * c.${value}`).join(', '));
  const sums = sql.raw(values.map((value) => `${value} = ${table}.${value} + excluded.${value}`).join(', '));
  // Ordered by key, so that two writers meet the rows in the same order.
  await db.execute(sql`insert into ${sql.raw(table)} (${columns([...keys, ...values])})
    select ${sql.raw(keys.map((key) => `c.${key}`).join(', '))}, ${signed} from (${contribution(chosen)}) c
    order by ${columns(keys)}
    on conflict (${columns(keys)}) do update set ${sums}`);
  if (sign === -1) await db.execute(sql`delete from ${sql.raw(table)} where ${sql.raw(values[0] ?? '')} = 0`);
}

const idsIn = (ids: number[]) => sql`i.id = any(${`{${ids.join(',')}}`}::int[])`;

/** After new items are inserted: their part added (in the transaction that inserted them). */
export async function addItemsToRollups(db: Db, itemIds: number[]) {
  if (itemIds.length > 0) await applyToRollups(db, idsIn(itemIds), 1);
}

/**
 * Runs a write that changes these items, their invoices or their receipts (or deletes the items) so that every
 * rollup stays exact: the items are locked (two writers of one item wait for each other, so neither counts the
 * other's change twice), their part taken away, the write run, and their part as it now is added. Must run inside
 * the write's transaction.
 */
export async function withRollups<T>(db: Db, itemIds: number[], write: () => Promise<T>): Promise<T> {
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  if (ids.length === 0) return write();
  await db.execute(sql`select id from items i where ${idsIn(ids)} order by id for update`);
  await applyToRollups(db, idsIn(ids), -1);
  const result = await write();
  await applyToRollups(db, idsIn(ids), 1);
  return result;
}

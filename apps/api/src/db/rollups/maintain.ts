import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { blsChanged } from '../live-changes';
import { selectRows } from '../rows';
import { type Rollup, rollups } from './definitions';

const columns = (names: string[]) => sql.raw(names.join(', '));
const prefixed = (prefix: string, names: string[]) => sql.raw(names.map((name) => `${prefix}.${name}`).join(', '));

/**
 * Moves a rollup by what the chosen items contribute now, less `before` (their contribution before the write, as
 * JSON rows of the table's type: '[]' for new items), in one statement ordered by key: every writer takes the rows
 * it changes in one pass, in the same order, so two writers never wait for each other in a cycle. Rows left holding
 * nothing are dropped.
 */
async function move(db: Db, { table, keys, values, contribution }: Rollup, chosen: SQL, before: string) {
  const name = sql.raw(table);
  const negated = sql.raw(values.map((value) => `-o.${value}`).join(', '));
  const sums = sql.raw(values.map((value) => `sum(d.${value}) as ${value}`).join(', '));
  const added = sql.raw(values.map((value) => `${value} = ${table}.${value} + excluded.${value}`).join(', '));
  const moved = sql.raw(values.map((value) => `sum(d.${value}) <> 0`).join(' or '));
  await db.execute(sql`insert into ${name} (${columns([...keys, ...values])})
    select ${prefixed('d', keys)}, ${sums} from (
      select ${prefixed('c', [...keys, ...values])} from (${contribution(chosen)}) c
      union all
      select ${prefixed('o', keys)}, ${negated} from jsonb_populate_recordset(null::${name}, ${before}::jsonb) o
    ) d
    group by ${prefixed('d', keys)} having ${moved}
    order by ${prefixed('d', keys)}
    on conflict (${columns(keys)}) do update set ${added}`);
  await db.execute(sql`delete from ${name} where ${sql.raw(values.map((value) => `${value} = 0`).join(' and '))}`);
}

/** What the chosen items contribute to each rollup now, as JSON text (exact: numerics are not read as floats). */
async function contributions(db: Db, chosen: SQL): Promise<string[]> {
  const before: string[] = [];
  for (const { contribution } of rollups) {
    const [row] = await selectRows<{ rows: string }>(
      db,
      sql`select coalesce(jsonb_agg(c), '[]')::text as rows from (${contribution(chosen)}) c`,
    );
    before.push(row?.rows ?? '[]');
  }
  return before;
}

/** Fills every rollup with what the chosen items contribute (all items: the rebuild). */
export async function addToRollups(db: Db, chosen: SQL) {
  for (const rollup of rollups) await move(db, rollup, chosen, '[]');
}

const idsIn = (ids: number[]) => sql`i.id = any(${`{${ids.join(',')}}`}::int[])`;

/** After new items are inserted: their part added (in the transaction that inserted them). */
export async function addItemsToRollups(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await addToRollups(db, idsIn(itemIds));
  await blsChanged(db, itemIds);
}

/**
 * Runs a write that changes these items, their invoices or their receipts (or deletes the items) so that every
 * rollup stays exact: the items are locked (two writers of one item wait for each other, so neither counts the
 * other's change twice), their part read, the write run, and each rollup moved by their part as it now is less what
 * it was; once committed, the BLs' live pages hear of it (db/live-changes.ts). Must run inside the write's transaction.
 */
export async function withRollups<T>(db: Db, itemIds: number[], write: () => Promise<T>): Promise<T> {
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  if (ids.length === 0) return write();
  await db.execute(sql`select id from items i where ${idsIn(ids)} order by id for update`);
  const before = await contributions(db, idsIn(ids));
  const result = await write();
  for (const [index, rollup] of rollups.entries()) await move(db, rollup, idsIn(ids), before[index] ?? '[]');
  await blsChanged(db, ids);
  return result;
}

import { type Page, totalCountCap } from '@portside/contracts/lists';
import { and, asc, count, desc, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** `%term%` for ILIKE, with the wildcard characters of the term itself escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/** `term%` for LIKE, lower-cased, with the wildcard characters of the term itself escaped. */
export function prefixPattern(term: string): string {
  return `${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

/** ORDER BY the chosen column, then by id so that pages never overlap or skip rows. */
export function orderByKey<Key extends string>(
  columns: Record<Key, AnyPgColumn | SQL>,
  id: AnyPgColumn,
  query: { sort: Key; order: 'asc' | 'desc' },
): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(columns[query.sort]), direction(id)];
}

/** The rows a list query asks for: at most `limit` after the first `offset`. */
export type PageQuery = { limit: number; offset: number };

type ListedTable = PgTable & { id: AnyPgColumn };
/** A row of a select's result. */
type RowOf<Select extends PgSelect> = Awaited<ReturnType<Select['execute']>>[number];

/**
 * One page of a list, and how many rows match in all (`table`'s rows under `where`), counted up to `totalCountCap`
 * rows past the page's end: an exact count of 900,000 rows costs 40 to 100 ms on every page (docs/benchmarks.md).
 *
 * The page's ids are read first, on `table` alone in `order`, so that the OFFSET walks an index of (sort key, id) in
 * an index-only scan instead of reading and joining every skipped row (docs/benchmarks.md); `through` adds the joins
 * (or the grouping) that an order on another table's columns needs. Only then does `rows`, a dynamic select that may
 * join anything, read the page's rows, which `toItem` turns into what the API answers.
 *
 * `anyOf` are the alternatives of a search (rows under `where` that match any of them), each served by an index of its
 * own: the page's ids are then chosen among the union of each alternative's first `offset + limit` ids in `order`, so
 * that a broad alternative walks the sort's index and stops, and a narrow one reads its few rows through its search
 * index. (One OR of them all makes the planner walk the sort's index through every row for a narrow search, or read
 * and sort every match of a broad one.)
 */
export async function paginate<Rows extends PgSelect, Item = RowOf<Rows>>(
  db: Db,
  list: {
    table: ListedTable;
    where: SQL | undefined;
    anyOf?: SQL[];
    order: SQL[];
    through?: (ids: PgSelect) => PgSelect;
    rows: Rows;
  },
  page: PageQuery,
  toItem?: (row: RowOf<Rows>) => Item,
): Promise<Page<Item>> {
  const { table, order, anyOf } = list;
  const ids = () =>
    db
      .select({ id: table.id })
      .from(table as PgTable)
      .$dynamic();
  const firstOf = (alternative: SQL) =>
    sql`(${(list.through?.(ids()) ?? ids())
      .where(and(list.where, alternative))
      .orderBy(...order)
      .limit(page.offset + page.limit)})`;
  const where = anyOf
    ? and(sql`${table.id} = any(array(${sql.join(anyOf.map(firstOf), sql` union `)}))`, list.where)
    : list.where;
  const pageIds = (list.through?.(ids()) ?? ids())
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const countUpTo = page.offset + page.limit + totalCountCap;
  const matching = db
    .select({ one: sql`1` })
    .from(table as PgTable)
    .where(anyOf ? and(list.where, or(...anyOf)) : list.where)
    .limit(countUpTo + 1)
    .as('matching');
  const [rows, [counted]] = await Promise.all([
    list.rows.where(inArray(table.id, pageIds)).orderBy(...order),
    db.select({ n: count() }).from(matching),
  ]);
  const total = counted?.n ?? 0;
  return {
    data: toItem ? rows.map(toItem) : (rows as Item[]),
    total,
    ...(total > countUpTo && { totalCapped: true as const }),
    limit: page.limit,
    offset: page.offset,
  };
}

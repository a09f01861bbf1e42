import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** `%term%` for ILIKE, with the wildcard characters of the term itself escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
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

/**
 * The condition that keeps the rows of one page: `id in (the page's ids)`. The OFFSET then walks an index of
 * (sort key, id) in an index-only scan, instead of reading every skipped row and joining it (docs/benchmarks.md).
 * The table's own columns only may appear in `where` and `order`.
 */
export function onPage(
  db: Db,
  table: PgTable & { id: AnyPgColumn },
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): SQL {
  const ids = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return inArray(table.id, ids);
}

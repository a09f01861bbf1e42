import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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

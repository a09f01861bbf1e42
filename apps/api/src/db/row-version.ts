import { versionMessages } from '@portside/contracts/versions';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Conflict } from '../errors';

/**
 * A row's version: the transaction that wrote it last (PostgreSQL's xmin), which every update of the row changes
 * and nothing else does; a registry record answers it, and a correction names it back (docs/domain.md).
 */
export const rowVersion = (table: PgTable) => sql<string>`${table}.xmin::text`.as('version');

/** Every column of `table` and its row's version, for a select or a RETURNING. */
export const withVersion = <T extends PgTable>(table: T) => ({ ...getTableColumns(table), version: rowVersion(table) });

/** Refuses (409) a correction made from a version that is no longer the row's; without one, the last save wins. */
export function refuseStale(current: string, expected: string | undefined, message: string = versionMessages.changed) {
  if (expected !== undefined && expected !== current) throw new Conflict(message);
}

/** A row of `table` read with its version. */
export type Versioned<T extends PgTable> = T['$inferSelect'] & { version: string };

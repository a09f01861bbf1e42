import { analyticsMessages } from '@portside/contracts/analytics';
import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { NotFound } from '../../../errors';
import { isOwnOperator } from '../../settings/own-operator';

/**
 * An operator is a cargo handler's name: the registry keeps one row per name and category, so its stevedoring and
 * arrastre rows are one operator (docs/domain.md "Dashboards II"). A rollup's handler 0 (a handler the registry does
 * not know) is the operator ''.
 */

/** The operator of rollup rows `r` joined to `cargo_handlers h` on r.handler_id: its grouping key. */
export const operatorKey = sql`lower(coalesce(h.name, ''))`;

/**
 * The operator of grouping key `key` as shown, and whether it is ours: its name is the first spelling (in code-point
 * order, whatever the database's collation) among the registry's handlers of that name, so that an operator is
 * written alike in every category and every call.
 */
export const operatorColumns = (key: SQL) => sql`coalesce((select min(n.name collate "C") from cargo_handlers n
    where lower(n.name) = ${key}), '') as name,
  ${isOwnOperator(key)} as own`;

/**
 * The handler ids of an operator named `name` (any case), as an array to compare with `= any(...)`: computed once
 * before the query, so that the comparison is an index condition (and is pushed into a union of rollup rows), where
 * `in (select ...)` would be a join or a filter.
 */
export const handlersNamed = (name: string): SQL =>
  sql`array(select h.id from cargo_handlers h where lower(h.name) = lower(${name}))`;

/** Whether the operator named `name` handled item `i` in `category`. */
export const servedBy = (name: string, category: CargoHandlerType) =>
  sql`${sql.raw(`i.${category}_id`)} = any(${handlersNamed(name)})`;

/** An item `i` that the operator named `name` handled in one of `categories`. */
export const handledBy = (name: string, categories: readonly CargoHandlerType[]) =>
  sql`(${sql.join(
    categories.map((category) => servedBy(name, category)),
    sql` or `,
  )})`;

/** The operator named `name` as the registry spells it, and whether it is ours; 404 when no handler has the name. */
export async function findOperator(db: Db, name: string): Promise<{ name: string; own: boolean }> {
  const [operator] = await selectRows<{ name: string; own: boolean }>(
    db,
    sql`select x.* from (select ${operatorColumns(sql`lower(${name})`)}) x where x.name <> ''`,
  );
  if (!operator) throw new NotFound(analyticsMessages.operatorNotFound);
  return operator;
}

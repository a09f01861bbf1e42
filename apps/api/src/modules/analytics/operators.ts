import { analyticsMessages } from '@portside/contracts/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { NotFound } from '../../errors';
import { isOwnOperator } from '../settings/own-operator';

/**
 * An operator is a cargo handler's name: the registry keeps one row per name and category, so its stevedoring and
 * arrastre rows are one operator (docs/domain.md "Dashboards II"). A rollup's handler 0 (a handler the registry does
 * not know) is the operator ''.
 */

/** The operator of rollup rows `r` joined to `cargo_handlers h` on r.handler_id: its grouping key. */
export const operatorKey = sql`lower(coalesce(h.name, ''))`;
/** The operator's name as shown (the first spelling of its rows), and whether it is ours. */
export const operatorColumns = sql`coalesce(min(h.name), '') as name,
  coalesce(bool_or(${isOwnOperator(sql`h.name`)}), false) as own`;

/** The handler ids of an operator named `name` (any case). */
export const handlersNamed = (name: string): SQL =>
  sql`(select h.id from cargo_handlers h where lower(h.name) = lower(${name}))`;

/** The operator named `name` as the registry spells it, and whether it is ours; 404 when no handler has the name. */
export async function findOperator(db: Db, name: string): Promise<{ name: string; own: boolean }> {
  const [operator] = await selectRows<{ name: string; own: boolean }>(
    db,
    sql`select min(h.name) as name, bool_or(${isOwnOperator(sql`h.name`)}) as own
      from cargo_handlers h where lower(h.name) = lower(${name}) having count(*) > 0`,
  );
  if (!operator) throw new NotFound(analyticsMessages.operatorNotFound);
  return operator;
}

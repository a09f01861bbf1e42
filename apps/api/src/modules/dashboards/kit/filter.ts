import { type SQL, sql } from 'drizzle-orm';
import { isOwnOperator } from '../../settings/own-operator';
import type { DashboardFilter } from './period';
import { inDays } from './range';

/** Our cargo handlers: those whose name is one of the settings' own operators (docs/domain.md). */
const ownHandlers = sql`(select h.id from cargo_handlers h where ${isOwnOperator(sql`h.name`)})`;

const categoriesOf = (filter: Pick<DashboardFilter, 'categories'>) =>
  sql.join(
    filter.categories.map((category) => sql`${category}`),
    sql`, `,
  );

/** The rows of rollup `r` whose `column` (its day or month) falls in the filter's period. */
export const inPeriod = (filter: DashboardFilter, column: SQL = sql`r.month`) => inDays(filter.period, column);

/** The rows of rollup `r` (or whose `column` is a category) in the filter's categories. */
export const inCategories = (filter: Pick<DashboardFilter, 'categories'>, column: SQL = sql`r.category`) =>
  sql`${column} in (${categoriesOf(filter)})`;

/**
 * The rows of a volume rollup `r` that a report counts: our handling, in the filter's categories and period
 * (`column`: the rollup's day or month).
 */
export const ourVolume = (filter: DashboardFilter, column?: SQL) =>
  sql`${inPeriod(filter, column)} and ${inCategories(filter)} and r.handler_id in ${ownHandlers}`;

/** The rows of the billed rollup `r` (by arrival month) that a report counts: our handling, in the filter's categories. */
export const ourBilled = (filter: DashboardFilter) =>
  sql`${inPeriod(filter)} and ${inCategories(filter)} and r.handler_id in ${ownHandlers}`;

/** The rows of a revenue rollup `r` that a report counts: billed in the filter's period, in its categories. */
export const ourRevenue = (filter: DashboardFilter, column?: SQL) =>
  sql`${inPeriod(filter, column)} and ${inCategories(filter)}`;

/** An item `i` that we handle in one of the filter's categories. */
export const handledByUs = (filter: DashboardFilter) =>
  sql`(${sql.join(
    filter.categories.map((category) =>
      category === 'stevedoring' ? sql`i.stevedoring_id in ${ownHandlers}` : sql`i.arrastre_id in ${ownHandlers}`,
    ),
    sql` or `,
  )})`;

/** CBM on the wire: a number rounded to 3 places (0 for none). */
export const cbm = (value: SQL) => sql`round(coalesce(${value}, 0), 3)::float8`;
/** A count (packages, BLs, invoices) as a number (0 for none). */
export const count = (value: SQL) => sql`coalesce(${value}, 0)::float8`;
/** Money on the wire: a decimal string with 2 places ("0.00" for none). */
export const money = (value: SQL) => sql`coalesce(${value}, 0)::numeric(18, 2)::text`;

/** The filter's categories as rows `c(category, position)`, in the filter's order. */
export const categoryRows = (filter: DashboardFilter) =>
  sql`unnest(array[${categoriesOf(filter)}]::text[]) with ordinality as c(category, position)`;

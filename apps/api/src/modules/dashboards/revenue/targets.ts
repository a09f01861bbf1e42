import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import type { targetSummaryResponseSchema } from '@portside/contracts/reports';
import type { CbmTarget } from '@portside/contracts/settings';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { categoryRows, cbm, type DashboardFilter, type Period, thisYear, yearsPeriod } from '../kit/filter';
import { periodTarget, targetsJson } from '../kit/targets';
import { volumeByCategory } from './categories';

/** Per category of the filter: our volume in the period and the settings' targets of its years. */
export const targetSummaryQuery = (filter: DashboardFilter) => sql`with volume as (${volumeByCategory(filter)})
  select c.category, ${cbm(sql`v.cbm`)} as actual, ${targetsJson(filter.period, sql`t.category = c.category`)} as targets
  from ${categoryRows(filter)} left join volume v on v.category = c.category
  order by c.position`;

/**
 * The years a target summary counts (docs/domain.md): those of the period up to `year` (this year), since a later
 * year has no volume yet and seldom a target; the whole period when it starts after this year.
 */
export function targetPeriod(period: Period, year: number): Period {
  if (period.kind !== 'years' || period.toYear <= year || period.fromYear > year) return period;
  return yearsPeriod(period.fromYear, year);
}

type TargetRow = { category: CargoHandlerType; actual: number; targets: CbmTarget[] };

export async function readTargetSummary(
  db: Db,
  asked: DashboardFilter,
): Promise<z.infer<typeof targetSummaryResponseSchema>> {
  const filter = { ...asked, period: targetPeriod(asked.period, await thisYear(db)) };
  const rows = await selectRows<TargetRow>(db, targetSummaryQuery(filter));
  return {
    data: rows.map(({ category, actual, targets }) => ({
      category,
      target: periodTarget(targets, filter.period, [category]),
      actual,
    })),
  };
}

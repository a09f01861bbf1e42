import type { descriptionSummaryResponseSchema } from '@portside/contracts/reports';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { cbm, count, type DashboardFilter, ourVolume } from '../kit/filter';
import { roundCbm } from '../kit/totals';

/**
 * Our CBM and packages by description of goods (the registry's, else the printed text as the rollup keeps it),
 * largest first, at most `limit`, each row with the totals of all.
 */
export const descriptionSummaryQuery = (filter: DashboardFilter, limit: number) => sql`with x as (
      select r.description_id, r.description_name, sum(r.cbm) as cbm, sum(r.packages) as packages
      from rollup_description_monthly r where ${ourVolume(filter)} group by 1, 2
    )
  select coalesce(d.content, x.description_name) as description, ${cbm(sql`x.cbm`)} as "totalCbm",
    ${count(sql`x.packages`)} as "totalPackages", ${cbm(sql`sum(x.cbm) over ()`)} as "sumCbm",
    ${count(sql`sum(x.packages) over ()`)} as "sumPackages"
  from x left join descriptions d on d.id = x.description_id
  order by x.cbm desc, description
  limit ${limit}`;

type DescriptionRow = z.infer<typeof descriptionSummaryResponseSchema>['data'][number] & {
  sumCbm: number;
  sumPackages: number;
};

/** The largest descriptions, and what the others hold together (the donut's Others). */
export async function readDescriptionSummary(
  db: Db,
  filter: DashboardFilter,
  limit: number,
): Promise<z.infer<typeof descriptionSummaryResponseSchema>> {
  const rows = await selectRows<DescriptionRow>(db, descriptionSummaryQuery(filter, limit));
  const data = rows.map(({ sumCbm, sumPackages, ...row }) => row);
  const [first] = rows;
  return {
    data,
    others: {
      totalCbm: roundCbm((first?.sumCbm ?? 0) - data.reduce((sum, row) => sum + row.totalCbm, 0)),
      totalPackages: (first?.sumPackages ?? 0) - data.reduce((sum, row) => sum + row.totalPackages, 0),
    },
  };
}

import type { financialsResponseSchema } from '@portside/contracts/analytics';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { cbm, yearsPeriod } from '../kit/filter';
import { addCbm } from '../kit/totals';

/**
 * Our invoices billed in the year per billing month, paid (with their official receipt) or not: an invoice bills one
 * BL, so its count is the BLs', each once per bill number in its billing month (spec 9's half-year rule).
 */
export const financialsQuery = (year: number) => {
  const { start, end } = yearsPeriod(year, year);
  return sql`select extract(month from r.month)::int as month, r.paid, r.invoices::int as bls, ${cbm(sql`r.cbm`)} as cbm
    from rollup_billing_monthly r where r.month >= ${start}::date and r.month < ${end}::date`;
};

type Figures = { bls: number; cbm: number };
type Payment = z.infer<typeof financialsResponseSchema>['paid'];

const total = (figures: Figures[]): Figures => ({
  bls: figures.reduce((sum, figure) => sum + figure.bls, 0),
  cbm: addCbm(figures.map((figure) => figure.cbm)),
});

/** Twelve months (zeros for a month without invoices), the halves Jan-Jun and Jul-Dec, and the year. */
function payment(rows: ({ month: number } & Figures)[]): Payment {
  const months = Array.from({ length: 12 }, (_, index) => {
    const row = rows.find((candidate) => candidate.month === index + 1);
    return { month: index + 1, bls: row?.bls ?? 0, cbm: row?.cbm ?? 0 };
  });
  const halves = ([1, 2] as const).map((half) => ({ half, ...total(months.slice((half - 1) * 6, half * 6)) }));
  return { months, halves, ...total(months) };
}

export async function readFinancials(db: Db, year: number): Promise<z.infer<typeof financialsResponseSchema>> {
  const rows = await selectRows<{ month: number; paid: boolean } & Figures>(db, financialsQuery(year));
  return {
    year,
    paid: payment(rows.filter((row) => row.paid)),
    receivable: payment(rows.filter((row) => !row.paid)),
  };
}

import { sumAmounts } from '../../../lib/money';
import { months } from '../../../lib/months';
import type { OverviewCategory } from './api/get-overview';

/** A category's CBM per month, January first; a month the answer leaves out had none. */
export const monthlyVolumes = (category: OverviewCategory) =>
  months.map((month) => category.monthlyData.find((entry) => entry.month === month)?.volume ?? 0);

/** The change against the previous year in percent; none when the previous year had no volume to compare with. */
export const yearChange = (current: number, previous: number) =>
  previous > 0 ? ((current - previous) / previous) * 100 : null;

/** The day a comparison counts through, as the locale writes a month's day ("Nov 24"); none when it is Dec 31. */
export function partOfYearThrough(day: string, locale: string): string | null {
  if (day.endsWith('-12-31')) return null;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * The totals row of the categories (a report's summary): volume adds up ("both" is the sum: an item we handle on
 * both sides counts once per service, docs/domain.md), the net exactly as decimal strings.
 */
export const overviewTotals = (categories: readonly OverviewCategory[]) => ({
  totalCbm: categories.reduce((sum, category) => sum + category.totalCbm, 0),
  totalPackages: categories.reduce((sum, category) => sum + category.totalPackages, 0),
  bls: categories.reduce((sum, category) => sum + category.bls, 0),
  netTotalAmount: sumAmounts(categories.map((category) => category.netAmount)),
});

/** Whether the year holds nothing at all (the summary's empty state). */
export const overviewIsEmpty = (categories: readonly OverviewCategory[]) =>
  categories.every((category) => category.totalCbm === 0 && category.bls === 0 && Number(category.netAmount) === 0);

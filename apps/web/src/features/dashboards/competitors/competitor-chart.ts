import type { monthlyPerformanceResponseSchema } from '@portside/contracts/analytics';
import type { z } from 'zod';
import { chartPalette, othersColour, seriesColours } from '../../../lib/chart-rules';
import { months } from '../../../lib/months';
import type { CompetitorFilters } from './use-competitor-filters';

type Monthly = z.infer<typeof monthlyPerformanceResponseSchema>;
type Operator = Monthly['stevedoring'][number];

/** One line or bar set of the chart: an operator (`own` ours), or Others (the operators past the largest). */
export type ChartSeries = { key: string; name: string; own: boolean; others: boolean; colour: string };
/** A month of the chart: its number and each series' CBM by series key. */
export type ChartMonth = { month: number } & Record<string, number>;

/** Spec 9's palette: at most this many series, the last Others when there are more operators. */
const seriesMax = chartPalette.length;

const volumes = (operator: Operator) =>
  months.map((month) => operator.monthlyData.find((entry) => entry.month === month)?.volume ?? 0);

/** Each operator's CBM per month over the categories the answer holds (one name in both is one operator). */
function byOperator(answer: Monthly) {
  const merged = new Map<string, { name: string; own: boolean; monthly: number[] }>();
  for (const operator of [...answer.stevedoring, ...answer.arrastre]) {
    const known = merged.get(operator.name);
    const monthly = volumes(operator);
    if (known) known.monthly = known.monthly.map((volume, index) => volume + (monthly[index] ?? 0));
    else merged.set(operator.name, { name: operator.name, own: operator.own, monthly });
  }
  return [...merged.values()];
}

const sumOver = (
  monthly: readonly number[],
  { fromMonth, toMonth }: Pick<CompetitorFilters, 'fromMonth' | 'toMonth'>,
) => monthly.slice(fromMonth - 1, toMonth).reduce((sum, volume) => sum + volume, 0);

/**
 * The chart of the slider's months: our operators always, then the largest others over those months, the rest as
 * Others, so at most 8 series (one colour each); each month's values by series key.
 */
export function competitorChart(answer: Monthly, shown: Pick<CompetitorFilters, 'fromMonth' | 'toMonth'>) {
  const operators = byOperator(answer)
    .map((operator) => ({ ...operator, shownVolume: sumOver(operator.monthly, shown) }))
    .filter((operator) => operator.shownVolume > 0)
    .sort((a, b) => Number(b.own) - Number(a.own) || b.shownVolume - a.shownVolume);
  const fits = operators.length <= seriesMax;
  const listed = fits ? operators : operators.slice(0, seriesMax - 1);
  const rest = fits ? [] : operators.slice(seriesMax - 1);
  const colours = seriesColours(listed);
  const series: (ChartSeries & { monthly: number[] })[] = listed.map((operator, index) => ({
    key: `operator${index}`,
    name: operator.name,
    own: operator.own,
    others: false,
    colour: colours[index] ?? othersColour,
    monthly: operator.monthly,
  }));
  if (rest.length > 0)
    series.push({
      key: 'others',
      name: '',
      own: false,
      others: true,
      colour: othersColour,
      monthly: months.map((_, index) => rest.reduce((sum, operator) => sum + (operator.monthly[index] ?? 0), 0)),
    });
  const data = months.slice(shown.fromMonth - 1, shown.toMonth).map(
    (month) =>
      ({
        month,
        ...Object.fromEntries(series.map((entry) => [entry.key, entry.monthly[month - 1] ?? 0])),
      }) as ChartMonth,
  );
  return { series: series.map(({ monthly: _, ...entry }) => entry), data };
}

/** The badges: each category's CBM (and their total) over the slider's months. */
export function shownTotals(answer: Monthly, shown: Pick<CompetitorFilters, 'fromMonth' | 'toMonth'>) {
  const of = (operators: readonly Operator[]) =>
    operators.reduce((sum, operator) => sum + sumOver(volumes(operator), shown), 0);
  const stevedoring = of(answer.stevedoring);
  const arrastre = of(answer.arrastre);
  return { total: stevedoring + arrastre, stevedoring, arrastre };
}

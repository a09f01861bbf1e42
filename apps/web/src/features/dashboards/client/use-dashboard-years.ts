import { clientComparisonYears, clientVolumeYears, clientYears } from '@portside/contracts/client-portal';
import { useSearchParamsWriter } from '../../../lib/use-list-state';

/** The dashboard's year selectors and their URL parameters. */
export const yearParams = ['volumeYear', 'statusYear', 'year1', 'year2'] as const;
export type YearParam = (typeof yearParams)[number];

/**
 * The dashboard's years in the URL (`?volumeYear=2024&year2=2022`), so a link opens the same charts: the cargo volume
 * and the CBM status among the last 5 years (spec 9), each by default this year; the comparison's two among the last
 * 6, by default this year against the last. A year outside its selector, or no year, is the default (left out of the
 * URL); each choice pushes a history entry (Back returns to the previous one).
 */
export function useDashboardYears(currentYear: number) {
  const [params, write] = useSearchParamsWriter();
  const volumeYears = clientYears(currentYear, clientVolumeYears);
  const comparisonYears = clientYears(currentYear, clientComparisonYears);
  const choices: Record<YearParam, { years: number[]; fallback: number }> = {
    volumeYear: { years: volumeYears, fallback: currentYear },
    statusYear: { years: volumeYears, fallback: currentYear },
    year1: { years: comparisonYears, fallback: currentYear },
    year2: { years: comparisonYears, fallback: currentYear - 1 },
  };
  const yearOf = (name: YearParam) => {
    const asked = Number(params.get(name));
    return choices[name].years.includes(asked) ? asked : choices[name].fallback;
  };
  return {
    yearsOf: (name: YearParam) => choices[name].years,
    yearOf,
    setYear: (name: YearParam, year: number) =>
      write({ [name]: year === choices[name].fallback ? null : String(year) }),
  };
}

export type DashboardYears = ReturnType<typeof useDashboardYears>;

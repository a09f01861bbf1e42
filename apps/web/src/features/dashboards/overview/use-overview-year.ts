import { reportYearsBack } from '@portside/contracts/reports';
import { useSearchParams } from 'react-router';
import { lastYears } from '../../../lib/chart-rules';
import { useTerminalYear } from '../../../lib/time-zone';

/** The overview's year selector offers the last 10 years (spec 9), newest first. */
export const overviewYears = (thisYear: number) => lastYears(reportYearsBack, thisYear);

/** The year of the URL (`?year=2025`) when the selector offers it, else this year. */
export function overviewYearFrom(params: URLSearchParams, thisYear: number): number {
  const asked = Number(params.get('year'));
  return overviewYears(thisYear).includes(asked) ? asked : thisYear;
}

/** The overview's year, kept in the URL (a reload, Back and the printable report's link keep it); this year is not written. */
export function useOverviewYear() {
  const [params, setParams] = useSearchParams();
  const thisYear = useTerminalYear();
  const year = overviewYearFrom(params, thisYear);
  const setYear = (next: number) =>
    setParams((current) => {
      const written = new URLSearchParams(current);
      if (next === thisYear) written.delete('year');
      else written.set('year', String(next));
      return written;
    });
  return [year, setYear, thisYear] as const;
}

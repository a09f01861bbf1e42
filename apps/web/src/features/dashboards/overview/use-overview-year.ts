import { reportYearsBack } from '@portside/contracts/reports';
import { useSearchParams } from 'react-router';
import { lastYears } from '../../../lib/chart-rules';

/** The overview's year selector offers the last 10 years (spec 9), newest first. */
export const overviewYears = (today = new Date()) => lastYears(reportYearsBack, today);

/** The year of the URL (`?year=2025`) when the selector offers it, else this year. */
export function overviewYearFrom(params: URLSearchParams, today = new Date()): number {
  const asked = Number(params.get('year'));
  return overviewYears(today).includes(asked) ? asked : today.getFullYear();
}

/** The overview's year, kept in the URL (a reload, Back and the printable report's link keep it); this year is not written. */
export function useOverviewYear() {
  const [params, setParams] = useSearchParams();
  const year = overviewYearFrom(params);
  const setYear = (next: number) =>
    setParams((current) => {
      const written = new URLSearchParams(current);
      if (next === new Date().getFullYear()) written.delete('year');
      else written.set('year', String(next));
      return written;
    });
  return [year, setYear] as const;
}

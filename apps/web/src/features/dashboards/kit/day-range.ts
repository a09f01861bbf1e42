import { rangeQuerySchema } from '@portside/contracts/analytics';
import { reportMaxYears } from '@portside/contracts/reports';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { useTerminalYear } from '../../../lib/time-zone';

/** A period of whole days as the From and To fields show it: both YYYY-MM-DD, To included. */
export type DayRange = { from: string; to: string };

const day = 'YYYY-MM-DD';

/** The default period (spec 2.8): the whole current year. */
export const yearRange = (year: number): DayRange => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** The analytics calls' period: `end` excluded, so the day after the chosen To (contracts rangeQuerySchema). */
export const requestRange = ({ from, to }: DayRange) => ({
  start: from,
  end: dayjs(to).add(1, 'day').format(day),
});

/**
 * A changed end keeps the range valid by moving the other: a From after the To brings the To along (spec 2.8), a To
 * before the From the From; and past 10 whole years (what a period may cover) the other end follows.
 */
export function withDay(range: DayRange, changes: Partial<DayRange>): DayRange {
  const next = { ...range, ...changes };
  if (changes.from !== undefined) {
    const latest = `${Number(next.from.slice(0, 4)) + reportMaxYears - 1}-12-31`;
    next.to = next.to < next.from ? next.from : next.to > latest ? latest : next.to;
  } else if (changes.to !== undefined) {
    const earliest = `${Number(next.to.slice(0, 4)) - reportMaxYears + 1}-01-01`;
    next.from = next.from > next.to ? next.to : next.from < earliest ? earliest : next.from;
  }
  return next;
}

/** The range in a URL's `from` and `to`, else the whole current year (also for a link the server would refuse). */
export function dayRangeFrom(params: URLSearchParams, thisYear: number): DayRange {
  const fallback = yearRange(thisYear);
  const range = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const valid = range.from <= range.to && rangeQuerySchema.safeParse(requestRange(range)).success;
  return valid ? range : fallback;
}

/** From and To kept in the URL (left out while they are the default), so a reload, Back and a link keep them. */
export function useDayRange() {
  const [params, setParams] = useSearchParams();
  const thisYear = useTerminalYear();
  const range = dayRangeFrom(params, thisYear);
  const setRange = (changes: Partial<DayRange>) => {
    const next = withDay(range, changes);
    const fallback = yearRange(thisYear);
    setParams((current) => {
      const written = new URLSearchParams(current);
      for (const name of ['from', 'to'] as const) {
        if (next[name] === fallback[name]) written.delete(name);
        else written.set(name, next[name]);
      }
      return written;
    });
  };
  return { range, setRange, query: requestRange(range) };
}

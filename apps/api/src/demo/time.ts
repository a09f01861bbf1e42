/**
 * Dates of the demo as whole days since 1970-01-01 (calendar days in Manila) and instants as epoch milliseconds.
 * Asia/Manila is UTC+8 all year (no daylight saving time), so a fixed offset is exact.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const MANILA_OFFSET_MS = 8 * HOUR_MS;

export type Day = number;

export function parseDay(iso: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso) {
    throw new Error(`"${iso}" is not a date (YYYY-MM-DD).`);
  }
  return time / DAY_MS;
}

export function formatDay(day: Day): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The instant of `hours` past midnight of the Manila calendar day. */
export function manilaInstant(day: Day, hours: number): number {
  return day * DAY_MS + hours * HOUR_MS - MANILA_OFFSET_MS;
}

export function dayOf(instant: number): Day {
  return Math.floor((instant + MANILA_OFFSET_MS) / DAY_MS);
}

/** Hour of the day in Manila, 0..23. */
export function manilaHour(instant: number): number {
  return Math.floor((instant + MANILA_OFFSET_MS) / HOUR_MS) % 24;
}

export function yearOf(day: Day): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** 1..12 */
export function monthOf(day: Day): number {
  return new Date(day * DAY_MS).getUTCMonth() + 1;
}

export function dayOfYear(year: number, month: number, date: number): Day {
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

export function todayInManila(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(now);
}

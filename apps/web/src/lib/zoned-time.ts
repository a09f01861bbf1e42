import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How the date pickers hold a value: a wall-clock time with no zone (Mantine's DateStringValue). */
const wallClockFormat = 'YYYY-MM-DD HH:mm:ss';

/** An instant as the clock on the terminal's wall shows it ('2026-03-01 08:00:00'). */
export function toWallClock(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format(wallClockFormat);
}

/** A wall-clock time of the terminal's zone as the instant it names (ISO 8601 in UTC, as the API takes it). */
export function fromWallClock(wallClock: string, timeZone: string): string {
  return dayjs.tz(wallClock, wallClockFormat, timeZone).toISOString();
}

/** The start of the whole hour of the terminal's clock that holds `at` (a zone may be offset by half hours). */
export function startOfHour(at: Date, timeZone: string): string {
  return dayjs(at).tz(timeZone).startOf('hour').toISOString();
}

/** The `count` whole hours up to the one holding `at`, the latest first. */
export function recentHours(at: Date, timeZone: string, count: number): string[] {
  const current = Date.parse(startOfHour(at, timeZone));
  return Array.from({ length: count }, (_, index) => new Date(current - index * 3_600_000).toISOString());
}

/** The terminal's clock of an instant as HH:mm (24-hour). */
export function clockTime(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('HH:mm');
}

/** An instant as the operations screens write it, the way their pickers do: 2026-03-01 08:30 (24-hour). */
export function terminalDateTime(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('YYYY-MM-DD HH:mm');
}

/** The terminal's calendar day of an instant, YYYY-MM-DD. */
export function terminalDay(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('YYYY-MM-DD');
}

/** Now, to the minute (the pickers do not show seconds). */
export function nowToTheMinute(): Date {
  const now = new Date();
  now.setSeconds(0, 0);
  return now;
}

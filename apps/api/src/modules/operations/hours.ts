const HOUR_MS = 3_600_000;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a time zone: its day (YYYY-MM-DD), minute and second. */
export function wallClock(instant: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return {
    day: `${part.year}-${part.month}-${part.day}`,
    minute: Number(part.minute),
    second: Number(part.second),
  };
}

/**
 * True when the instant is the start of an hour on the terminal's clock: in a zone whose offset is not a whole number
 * of hours (Asia/Kolkata) that is not the start of a UTC hour.
 */
export function startsAnHour(instant: Date, timeZone: string): boolean {
  const clock = wallClock(instant, timeZone);
  return clock.minute === 0 && clock.second === 0 && instant.getUTCMilliseconds() === 0;
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** "08:00": the hour of the terminal's clock at an instant (a formatter of the hour alone, several times faster). */
function clockHour(instant: Date, timeZone: string): string {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return `${format.format(instant)}:00`;
}

/**
 * "08:00-09:00": the hour beginning at `start` on the terminal's clock. Where the clock jumps, the hour shows as it
 * is lived (01:00-03:00 on a spring-forward night).
 */
export function hourRange(start: Date, timeZone: string): string {
  const end = new Date(start.getTime() + HOUR_MS);
  return `${clockHour(start, timeZone)}-${clockHour(end, timeZone)}`;
}

import { describe, expect, it } from 'vitest';
import { hourRange, startsAnHour, wallClock } from './hours';

const at = (iso: string) => new Date(iso);

describe("hours of the terminal's clock", () => {
  it('knows the start of an hour in the zone, not in UTC', () => {
    expect(startsAnHour(at('2025-03-01T00:00:00Z'), 'Asia/Manila')).toBe(true);
    expect(startsAnHour(at('2025-03-01T00:30:00Z'), 'Asia/Manila')).toBe(false);
    expect(startsAnHour(at('2025-03-01T00:00:01Z'), 'Asia/Manila')).toBe(false);
    expect(startsAnHour(at('2025-03-01T00:00:00.500Z'), 'Asia/Manila')).toBe(false);
    // India is 5:30 ahead: 06:00 there is half past a UTC hour.
    expect(startsAnHour(at('2025-03-01T00:30:00Z'), 'Asia/Kolkata')).toBe(true);
    expect(startsAnHour(at('2025-03-01T00:00:00Z'), 'Asia/Kolkata')).toBe(false);
  });

  it('names an hour by its wall clock, across midnight and where the clock jumps', () => {
    expect(hourRange(at('2025-03-01T00:00:00Z'), 'Asia/Manila')).toBe('08:00-09:00');
    expect(hourRange(at('2025-03-01T15:00:00Z'), 'Asia/Manila')).toBe('23:00-00:00');
    expect(wallClock(at('2025-03-01T16:00:00Z'), 'Asia/Manila').day).toBe('2025-03-02');
    // New York springs forward at 02:00 on 2026-03-08 (06:00Z was 01:00 EST) and falls back on 2026-11-01.
    expect(hourRange(at('2026-03-08T06:00:00Z'), 'America/New_York')).toBe('01:00-03:00');
    expect(hourRange(at('2026-11-01T05:00:00Z'), 'America/New_York')).toBe('01:00-01:00');
    expect(hourRange(at('2026-11-01T06:00:00Z'), 'America/New_York')).toBe('01:00-02:00');
  });
});

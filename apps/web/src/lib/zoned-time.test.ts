import { describe, expect, it } from 'vitest';
import {
  clockTime,
  fromWallClock,
  recentHours,
  startOfHour,
  terminalDateTime,
  terminalDay,
  toWallClock,
} from './zoned-time';

describe('wall-clock times of the terminal', () => {
  it('reads an instant on the clock of the given zone and back', () => {
    expect(toWallClock('2026-03-01T00:30:00Z', 'Asia/Manila')).toBe('2026-03-01 08:30:00');
    expect(toWallClock('2026-03-01T00:30:00+08:00', 'UTC')).toBe('2026-02-28 16:30:00');
    expect(fromWallClock('2026-03-01 08:30:00', 'Asia/Manila')).toBe('2026-03-01T00:30:00.000Z');
    expect(fromWallClock('2026-07-01 08:30:00', 'Europe/Madrid')).toBe('2026-07-01T06:30:00.000Z');
  });

  it('takes whole hours of the terminal clock, also in a zone offset by half an hour', () => {
    expect(startOfHour(new Date('2026-03-01T00:59:59Z'), 'Asia/Manila')).toBe('2026-03-01T00:00:00.000Z');
    expect(startOfHour(new Date('2026-03-01T00:10:00Z'), 'Asia/Kolkata')).toBe('2026-02-28T23:30:00.000Z');
    expect(recentHours(new Date('2026-03-01T01:20:00Z'), 'Asia/Manila', 3)).toEqual([
      '2026-03-01T01:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
      '2026-02-28T23:00:00.000Z',
    ]);
  });

  it('writes the time of day in 24 hours', () => {
    expect(clockTime('2026-03-01T14:05:00Z', 'Asia/Manila')).toBe('22:05');
    expect(terminalDateTime('2026-03-01T16:05:00Z', 'Asia/Manila')).toBe('2026-03-02 00:05');
    expect(terminalDay('2026-03-01T16:05:00Z', 'Asia/Manila')).toBe('2026-03-02');
  });
});

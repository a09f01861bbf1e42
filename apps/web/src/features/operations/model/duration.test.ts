import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, minutesBetween } from './duration';

describe('a delay duration', () => {
  it('counts whole minutes only when the end is after the start', () => {
    expect(minutesBetween('2026-03-01T08:00:00Z', '2026-03-01T09:35:00Z')).toBe(95);
    expect(minutesBetween('2026-03-01T08:00:00Z', '2026-03-01T16:00:00+08:00')).toBeNull();
    expect(minutesBetween('2026-03-01T08:00:00Z', '2026-03-01T07:00:00Z')).toBeNull();
    expect(minutesBetween(null, '2026-03-01T07:00:00Z')).toBeNull();
  });

  it('is written in hours and minutes', () => {
    expect(hoursAndMinutes(95)).toEqual({ hours: 1, minutes: 35 });
    expect(hoursAndMinutes(45)).toEqual({ hours: 0, minutes: 45 });
  });
});

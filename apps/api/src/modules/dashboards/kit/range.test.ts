import { describe, expect, it } from 'vitest';
import { splitRange } from './range';

describe('splitRange', () => {
  it('keeps whole months from the rollup and the days at the ends from the items', () => {
    expect(splitRange({ start: '2026-01-15', end: '2026-04-10' })).toEqual({
      months: { start: '2026-02-01', end: '2026-04-01' },
      days: [
        { start: '2026-01-15', end: '2026-02-01' },
        { start: '2026-04-01', end: '2026-04-10' },
      ],
    });
  });

  it('reads a range of whole months from the rollup alone', () => {
    expect(splitRange({ start: '2026-01-01', end: '2027-01-01' })).toEqual({
      months: { start: '2026-01-01', end: '2027-01-01' },
      days: [],
    });
    expect(splitRange({ start: '2025-12-01', end: '2026-01-01' }).days).toEqual([]);
  });

  it('reads a range inside one month, or across the end of one without a whole month, from the items', () => {
    expect(splitRange({ start: '2026-03-03', end: '2026-03-20' })).toEqual({
      months: null,
      days: [{ start: '2026-03-03', end: '2026-03-20' }],
    });
    expect(splitRange({ start: '2026-12-20', end: '2027-01-10' })).toEqual({
      months: null,
      days: [{ start: '2026-12-20', end: '2027-01-10' }],
    });
  });

  it('crosses a year end with the month after December', () => {
    expect(splitRange({ start: '2025-12-02', end: '2026-02-01' })).toEqual({
      months: { start: '2026-01-01', end: '2026-02-01' },
      days: [{ start: '2025-12-02', end: '2026-01-01' }],
    });
  });
});

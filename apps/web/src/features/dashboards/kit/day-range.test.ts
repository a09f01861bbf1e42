import { describe, expect, it } from 'vitest';
import { dayRangeFrom, requestRange, withDay, yearRange } from './day-range';

const thisYear = 2026;
const read = (search: string) => dayRangeFrom(new URLSearchParams(search), thisYear);

describe('day ranges', () => {
  it('default to the whole current year', () => {
    expect(yearRange(thisYear)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(read('')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('ask for the day after the chosen To as the end', () => {
    expect(requestRange({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ start: '2026-01-01', end: '2027-01-01' });
    expect(requestRange({ from: '2024-02-01', to: '2024-02-28' })).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(requestRange({ from: '2026-03-05', to: '2026-03-05' })).toEqual({ start: '2026-03-05', end: '2026-03-06' });
  });

  it('move the end when the start passes it, and the start when the end goes before it', () => {
    const range = { from: '2026-01-01', to: '2026-03-31' };
    expect(withDay(range, { from: '2026-05-02' })).toEqual({ from: '2026-05-02', to: '2026-05-02' });
    expect(withDay(range, { from: '2026-02-10' })).toEqual({ from: '2026-02-10', to: '2026-03-31' });
    expect(withDay(range, { to: '2025-12-01' })).toEqual({ from: '2025-12-01', to: '2025-12-01' });
  });

  it('keep a period within 10 years by moving the other end', () => {
    expect(withDay({ from: '2026-01-01', to: '2026-12-31' }, { to: '2040-06-30' })).toEqual({
      from: '2031-01-01',
      to: '2040-06-30',
    });
    expect(withDay({ from: '2026-01-01', to: '2040-12-31' }, { from: '2026-02-01' }).to).toBe('2035-12-31');
  });

  it('read the URL, falling back to the year for a link the server would refuse', () => {
    expect(read('from=2026-02-01&to=2026-02-28')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(read('from=2026-03-01&to=2026-02-28')).toEqual(yearRange(thisYear));
    expect(read('from=2026-02-30&to=2026-03-01')).toEqual(yearRange(thisYear));
    expect(read('from=2000-01-01&to=2026-03-01')).toEqual(yearRange(thisYear));
  });
});

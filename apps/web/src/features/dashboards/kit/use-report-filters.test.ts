import { describe, expect, it } from 'vitest';
import { filtersFrom, type ReportFilters, reportQueryOf, reportYearOptions, withChanges } from './use-report-filters';

const thisYear = 2026;
const filters = (search: string, yearsAhead = 1) => filtersFrom(new URLSearchParams(search), yearsAhead, thisYear);
const base: ReportFilters = { category: 'both', month: null, fromYear: 2026, toYear: 2027 };

describe('report filters', () => {
  it('open on this year to the years ahead, all categories, no month', () => {
    expect(filters('')).toEqual(base);
    expect(filters('', 0)).toEqual({ ...base, toYear: 2026 });
  });

  it('read the URL, and fall back to the defaults for what the reports would refuse', () => {
    expect(filters('category=arrastre&month=2025-03&fromYear=2020&toYear=2022')).toEqual({
      category: 'arrastre',
      month: '2025-03',
      fromYear: 2020,
      toYear: 2022,
    });
    expect(filters('category=both&fromYear=2024&toYear=2020')).toEqual(base);
    expect(filters('fromYear=2010&toYear=2027')).toEqual(base);
    expect(filters('month=2025-13')).toEqual(base);
  });

  it('move the other end of the range so that it stays from before to and at most 10 years', () => {
    expect(withChanges(base, { fromYear: 2028 })).toMatchObject({ fromYear: 2028, toYear: 2028 });
    expect(withChanges(base, { toYear: 2020 })).toMatchObject({ fromYear: 2020, toYear: 2020 });
    expect(withChanges(base, { fromYear: 2016 })).toMatchObject({ fromYear: 2016, toYear: 2025 });
    expect(withChanges({ ...base, fromYear: 2017 }, { toYear: 2027 })).toMatchObject({ fromYear: 2018, toYear: 2027 });
  });

  it('ask for the month instead of the years when one is set, and for a category only when one is chosen', () => {
    expect(reportQueryOf(base)).toEqual({ fromYear: 2026, toYear: 2027 });
    expect(reportQueryOf({ ...base, month: '2026-03', category: 'stevedoring' })).toEqual({
      month: '2026-03',
      category: 'stevedoring',
    });
  });

  it('offer next year and the last 10 years, newest first', () => {
    expect(reportYearOptions(thisYear)).toEqual([2027, 2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
  });
});

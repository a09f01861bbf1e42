import { Select } from '@mantine/core';
import type { DashboardYears, YearParam } from './use-dashboard-years';

type YearSelectProps = { label: string; name: YearParam; years: DashboardYears };

/** One of the dashboard's year selectors: the years it offers, newest first, its choice in the URL. */
export function YearSelect({ label, name, years }: YearSelectProps) {
  return (
    <Select
      label={label}
      w={170}
      allowDeselect={false}
      value={String(years.yearOf(name))}
      onChange={(value) => value && years.setYear(name, Number(value))}
      data={years.yearsOf(name).map(String)}
    />
  );
}

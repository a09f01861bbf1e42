import { Group, SegmentedControl, Select } from '@mantine/core';
import type { DashboardCategory } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../../lib/languages';
import { type TrendFilters, type TrendPeriod, trendCategories, trendPeriods } from '../kit/use-trend-filters';

type TrendControlsProps = {
  filters: TrendFilters;
  years: number[];
  onChange: (changes: Partial<TrendFilters>) => void;
};

/** Period, year (last 6), month (for a month period) and category of the trend calculator (spec 2.8). */
export function TrendControls({ filters, years, onChange }: TrendControlsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const monthName = new Intl.DateTimeFormat(languageOf(i18n.resolvedLanguage).locale, {
    month: 'long',
    timeZone: 'UTC',
  });
  const months = Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: monthName.format(Date.UTC(2000, index, 15)),
  }));
  return (
    <Group align="flex-end" gap="sm">
      <SegmentedControl
        aria-label={t('trend.controls.period')}
        value={filters.period}
        onChange={(value) => onChange({ period: value as TrendPeriod })}
        data={trendPeriods.map((period) => ({ value: period, label: t(`trend.periods.${period}`) }))}
      />
      <Select
        label={t('trend.controls.year')}
        w={110}
        allowDeselect={false}
        value={String(filters.year)}
        onChange={(value) => value && onChange({ year: Number(value) })}
        data={years.map(String)}
      />
      {filters.period === 'month' && (
        <Select
          label={t('trend.controls.month')}
          w={150}
          allowDeselect={false}
          value={String(filters.month)}
          onChange={(value) => value && onChange({ month: Number(value) })}
          data={months}
        />
      )}
      <Select
        label={t('trend.controls.category')}
        w={150}
        allowDeselect={false}
        value={filters.category}
        onChange={(value) => value && onChange({ category: value as DashboardCategory })}
        data={trendCategories.map((category) => ({
          value: category,
          label: category === 'both' ? t('trend.both') : t(`dashboards.categories.${category}`),
        }))}
      />
    </Group>
  );
}

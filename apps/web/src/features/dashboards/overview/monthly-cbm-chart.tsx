import { LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { axisMaximum, categoryColours, compactCbm, monthAxisProps } from '../../../lib/chart-rules';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import { monthNames } from '../../../lib/months';
import { useTerminalDay } from '../../../lib/time-zone';
import type { OverviewCategory } from './api/get-overview';
import { monthlyVolumes } from './overview-figures';

/**
 * Spec 2.8: each category's CBM per month of the year, January to December, a line each; this year's lines stop at
 * this month (the months to come have no figures yet, not none).
 */
export function MonthlyCbmChart({ categories, year }: { categories: OverviewCategory[]; year: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const { locale } = languageOf(i18n.resolvedLanguage);
  const format = useFormatNumber();
  const volumes = categories.map(monthlyVolumes);
  const [thisYear, thisMonth] = useTerminalDay().split('-').map(Number) as [number, number];
  const toCome = (index: number) => year === thisYear && index + 1 > thisMonth;
  const data = monthNames(locale).map((month, index) => ({
    month,
    ...Object.fromEntries(
      categories.map((category, at) => [category.name, toCome(index) ? null : (volumes[at]?.[index] ?? 0)]),
    ),
  }));
  return (
    // Charts read left to right in every language: the months run to the right.
    <Box dir="ltr">
      <LineChart
        h={280}
        data={data}
        dataKey="month"
        curveType="linear"
        withLegend
        series={categories.map((category) => ({
          name: category.name,
          label: t(`dashboards.categories.${category.name}`),
          color: categoryColours[category.name],
        }))}
        valueFormatter={format.cbm}
        xAxisProps={monthAxisProps}
        yAxisProps={{
          domain: [0, axisMaximum(volumes.flat())],
          tickFormatter: (value: number) => compactCbm(value, locale),
          width: 70,
        }}
      />
    </Box>
  );
}

import { LineChart } from '@mantine/charts';
import { Box, Group, Text } from '@mantine/core';
import type { YearComparison } from '@portside/contracts/client-portal';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { axisMaximum, chartPalette, compactCbm, monthAxisProps } from '../../../lib/chart-rules';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import { monthNames, months } from '../../../lib/months';
import { useYearComparison } from './api/get-year-comparison';
import type { DashboardYears } from './use-dashboard-years';
import { YearSelect } from './year-select';

/** The two lines: the first year in our blue, the one compared with in orange (the palette's first and third). */
const lines = [
  { key: 'year1', colour: chartPalette[0] ?? 'blue.6' },
  { key: 'year2', colour: chartPalette[2] ?? 'orange.6' },
] as const;

/** Spec 2.9's year comparison: each month's CBM of arrivals in two years of the last 6 (default this year and the last). */
export function YearComparisonPanel({ years }: { years: DashboardYears }) {
  const { t } = useTranslation('client');
  const year1 = years.yearOf('year1');
  const year2 = years.yearOf('year2');
  const comparison = useYearComparison(year1, year2);
  return (
    <DashboardPanel title={t('comparison.title')}>
      <Text size="sm" c="dimmed">
        {t('comparison.countedBy')}
      </Text>
      <Group justify="flex-end">
        <YearSelect label={t('comparison.year1')} name="year1" years={years} />
        <YearSelect label={t('comparison.year2')} name="year2" years={years} />
      </Group>
      <QueryState
        query={comparison}
        failed={t('failures.comparison')}
        empty={t('comparison.empty', { year1, year2 })}
        isEmpty={({ totals }) => totals.year1.bls === 0 && totals.year2.bls === 0}
      >
        {(answer) => <ComparisonChart comparison={answer} />}
      </QueryState>
    </DashboardPanel>
  );
}

function ComparisonChart({ comparison }: { comparison: YearComparison }) {
  const { t, i18n } = useTranslation('client');
  const { locale } = languageOf(i18n.resolvedLanguage);
  const format = useFormatNumber();
  const names = monthNames(locale);
  const data = months.map((month, index) => {
    const figures = comparison.months.find((entry) => entry.month === month);
    return { month: names[index] ?? String(month), year1: figures?.year1.cbm ?? 0, year2: figures?.year2.cbm ?? 0 };
  });
  return (
    <>
      <Group gap="md" role="list" aria-label={t('comparison.totals')}>
        {lines.map(({ key }) => (
          <Text key={key} role="listitem" size="sm" fw={700}>
            {t('comparison.total', {
              year: comparison[key],
              cbm: format.cbm(comparison.totals[key].cbm),
              bls: t('summary.blsCount', {
                count: comparison.totals[key].bls,
                bls: format.count(comparison.totals[key].bls),
              }),
            })}
          </Text>
        ))}
      </Group>
      <Box dir="ltr">
        <LineChart
          h={280}
          data={data}
          dataKey="month"
          withLegend
          curveType="monotone"
          series={lines.map(({ key, colour }) => ({
            name: key,
            label: t('comparison.series', { year: comparison[key] }),
            color: colour,
          }))}
          valueFormatter={format.cbm}
          xAxisProps={monthAxisProps}
          yAxisProps={{
            domain: [0, axisMaximum(data.flatMap((month) => [month.year1, month.year2]))],
            tickFormatter: (value: number) => compactCbm(value, locale),
            width: 60,
          }}
        />
      </Box>
    </>
  );
}

import { BarChart, LineChart } from '@mantine/charts';
import { Badge, Box, ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import { analyticsMessages } from '@portside/contracts/analytics';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { axisMaximum, compactCbm, monthAxisProps } from '../../../lib/chart-rules';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import { useMessage } from '../../../lib/messages';
import { monthNames } from '../../../lib/months';
import { largestRemainderPercents } from '../../../lib/shares';
import { nameOrUnknown } from '../kit/competitor-columns';
import { useMonthlyPerformance } from './api/get-monthly-performance';
import { type ChartMonth, type ChartSeries, competitorChart, shownTotals } from './competitor-chart';
import type { CompetitorFilters } from './use-competitor-filters';

const swatch = (colour: string) => `var(--mantine-color-${colour.replace('.', '-')})`;

/** Spec 2.8: each operator's CBM per month of the slider's months, as clustered bars or lines, with the badges. */
export function MonthlyPerformance({ filters }: { filters: CompetitorFilters }) {
  const { t } = useTranslation('dashboard');
  const message = useMessage();
  const format = useFormatNumber();
  const monthly = useMonthlyPerformance({ year: filters.year, by: filters.category });
  return (
    <DashboardPanel title={t('competitors.chart.title', { year: filters.year })}>
      <QueryState
        query={monthly}
        failed={analyticsMessages.failedMonthlyPerformance}
        formatMessage={analyticsMessages.invalidStructure}
        empty={message(analyticsMessages.noMonthlyPerformance)}
        isEmpty={(answer) => shownTotals(answer, filters).total === 0}
      >
        {(answer) => {
          const totals = shownTotals(answer, filters);
          const cbm = (value: number) => format.cbm(value);
          return (
            <Stack gap="sm">
              <Group gap="xs" role="list" aria-label={t('competitors.chart.badges')}>
                <Badge role="listitem" size="lg" variant="filled" color="dark.6">
                  {t('competitors.chart.total', { cbm: cbm(totals.total) })}
                </Badge>
                {(['stevedoring', 'arrastre'] as const).map((category) => (
                  <Badge
                    role="listitem"
                    key={category}
                    size="lg"
                    variant="light"
                    color={category === 'stevedoring' ? 'blue' : 'orange'}
                  >
                    {t('competitors.chart.category', {
                      category: t(`dashboards.categories.${category}`),
                      cbm: cbm(totals[category]),
                    })}
                  </Badge>
                ))}
              </Group>
              <PerformanceChart {...competitorChart(answer, filters)} type={filters.chart} />
            </Stack>
          );
        }}
      </QueryState>
    </DashboardPanel>
  );
}

type PerformanceChartProps = { series: ChartSeries[]; data: ChartMonth[]; type: CompetitorFilters['chart'] };

function PerformanceChart({ series, data, type }: PerformanceChartProps) {
  const { t, i18n } = useTranslation('dashboard');
  const { locale } = languageOf(i18n.resolvedLanguage);
  const format = useFormatNumber();
  const names = monthNames(locale);
  const label = (entry: ChartSeries) =>
    entry.others
      ? t('competitors.others')
      : entry.own
        ? `${nameOrUnknown(t, entry.name)} (${t('competitors.ours')})`
        : nameOrUnknown(t, entry.name);
  const common = {
    h: 320,
    data: data.map((row) => ({ ...row, label: names[row.month - 1] ?? '' })),
    dataKey: 'label',
    series: series.map((entry) => ({
      name: entry.key,
      label: label(entry),
      color: entry.colour,
      // Ours read apart from the others without colour too: a dashed line.
      ...(type === 'line' && entry.own && { strokeDasharray: '6 3' }),
    })),
    valueFormatter: format.cbm,
    yAxisProps: {
      domain: [0, axisMaximum(data.flatMap((row) => series.map((entry) => row[entry.key] ?? 0)))],
      tickFormatter: (value: number) => compactCbm(value, locale),
      width: 70,
    },
    tooltipProps: {
      content: ({
        label: month,
        payload,
      }: {
        label?: unknown;
        payload?: readonly { dataKey?: unknown; value?: unknown }[];
      }) => <MonthTooltip month={String(month ?? '')} series={series} label={label} payload={payload ?? []} />,
    },
  };
  return (
    <Stack gap="xs">
      {/* The legend wraps in lines of its own: operators' names are long, and many. */}
      <Group
        gap="md"
        component="ul"
        p={0}
        m={0}
        aria-label={t('competitors.chart.legend')}
        style={{ listStyle: 'none' }}
      >
        {series.map((entry) => (
          <Group component="li" key={entry.key} gap={6} wrap="nowrap">
            <ColorSwatch size={12} color={swatch(entry.colour)} />
            <Text size="xs" fw={entry.own ? 700 : undefined}>
              <bdi>{label(entry)}</bdi>
            </Text>
          </Group>
        ))}
      </Group>
      {/* Charts read left to right in every language: the months run to the right. */}
      <Box dir="ltr">
        {type === 'bar' ? (
          <BarChart {...common} />
        ) : (
          <LineChart {...common} curveType="linear" xAxisProps={monthAxisProps} />
        )}
      </Box>
    </Stack>
  );
}

type MonthTooltipProps = {
  month: string;
  series: ChartSeries[];
  label: (entry: ChartSeries) => string;
  payload: readonly { dataKey?: unknown; value?: unknown }[];
};

/** A month's operators with their CBM and share of the month (whole percentages by largest remainder: 100 in all). */
export function MonthTooltip({ month, series, label, payload }: MonthTooltipProps) {
  const { t, i18n } = useTranslation('dashboard');
  const format = useFormatNumber();
  const values = series.map((entry) => Number(payload.find((item) => item.dataKey === entry.key)?.value ?? 0));
  const shares = largestRemainderPercents(values);
  if (payload.length === 0) return null;
  return (
    <Paper withBorder shadow="md" p="sm" radius="md" dir={languageOf(i18n.resolvedLanguage).dir}>
      <Text fw={700} size="sm" mb={4}>
        {month}
      </Text>
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {series.map((entry, index) => (
          <Group component="li" key={entry.key} gap="xs" wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap">
              <ColorSwatch size={10} color={swatch(entry.colour)} />
              <Text size="sm" fw={entry.own ? 700 : undefined}>
                <bdi>{label(entry)}</bdi>
              </Text>
            </Group>
            <Text size="sm">
              {t('competitors.chart.share', {
                cbm: format.cbm(values[index] ?? 0),
                share: format.percent(shares[index] ?? 0),
              })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

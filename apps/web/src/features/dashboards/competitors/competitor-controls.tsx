import { Box, Paper, RangeSlider, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { competitorYearsBack } from '@portside/contracts/analytics';
import { dashboardCategories } from '@portside/contracts/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastYears } from '../../../lib/chart-rules';
import { languageOf } from '../../../lib/languages';
import { monthNames, months } from '../../../lib/months';
import { useTerminalYear } from '../../../lib/time-zone';
import { useSmallScreen } from '../../../lib/use-small-screen';
import type { ChartType, CompetitorFilters } from './use-competitor-filters';

type CompetitorControlsProps = {
  filters: CompetitorFilters;
  onChange: (changes: Partial<CompetitorFilters>) => void;
};

/** Spec 2.8's controls: category, year (this year and the 4 before), chart type, the months slider 1 to 12. */
export function CompetitorControls({ filters, onChange }: CompetitorControlsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const small = useSmallScreen();
  const names = monthNames(languageOf(i18n.resolvedLanguage).locale);
  // The thumbs move freely while dragged; the URL (and the calls) take the months when they are let go.
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const shown = dragged ?? [filters.fromMonth, filters.toMonth];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('competitors.controls.label')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Select
            label={t('competitors.controls.category')}
            data={dashboardCategories.map((category) => ({
              value: category,
              label: category === 'both' ? t('competitors.both') : t(`dashboards.categories.${category}`),
            }))}
            value={filters.category}
            onChange={(value) => value && onChange({ category: value as CompetitorFilters['category'] })}
            allowDeselect={false}
          />
          <Select
            label={t('competitors.controls.year')}
            data={lastYears(competitorYearsBack, useTerminalYear()).map(String)}
            value={String(filters.year)}
            onChange={(value) => value && onChange({ year: Number(value) })}
            allowDeselect={false}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="competitor-chart-type">
              {t('competitors.controls.chart')}
            </Text>
            <SegmentedControl
              aria-labelledby="competitor-chart-type"
              data={(['bar', 'line'] as const).map((chart) => ({
                value: chart,
                label: t(`competitors.controls.${chart}`),
              }))}
              value={filters.chart}
              onChange={(value) => onChange({ chart: value as ChartType })}
            />
          </Stack>
        </SimpleGrid>
        <Box pb="lg">
          <Text size="sm" fw={500} id="competitor-months">
            {t('competitors.controls.months')}:{' '}
            {t('competitors.controls.monthsShown', { from: names[shown[0] - 1], to: names[shown[1] - 1] })}
          </Text>
          {/* The months run left to right as on the chart, in every language. */}
          <Box dir="ltr" px="xs" pt="xs">
            <RangeSlider
              min={1}
              max={12}
              step={1}
              minRange={0}
              value={shown}
              onChange={setDragged}
              onChangeEnd={([fromMonth, toMonth]) => {
                setDragged(null);
                onChange({ fromMonth, toMonth });
              }}
              label={(month) => names[month - 1]}
              marks={months.map((month) => ({
                value: month,
                label: !small || month % 2 === 1 ? names[month - 1] : undefined,
              }))}
              thumbFromLabel={t('competitors.controls.fromMonth')}
              thumbToLabel={t('competitors.controls.toMonth')}
            />
          </Box>
        </Box>
      </Stack>
    </Paper>
  );
}

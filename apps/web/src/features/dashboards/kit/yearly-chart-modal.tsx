import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Button, ColorSwatch, Group, Modal, Stack, Text } from '@mantine/core';
import { type CargoHandlerType, cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { reportMessages, type yearlyRowSchema } from '@portside/contracts/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ReportResult } from '../../../components/report-result';
import { axisMaximum, categoryColours, compactCbm } from '../../../lib/chart-rules';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import { useYearly } from '../api/get-yearly';

type YearlyChartModalProps = { opened: boolean; onClose: () => void; fromYear: number; toYear: number };

/**
 * Spec 2.8: CBM per category stacked per year over the filter's years; a category's legend entry hides or shows it
 * (a button each: recharts' legend is not one).
 */
export function YearlyChartModal({ opened, onClose, fromYear, toYear }: YearlyChartModalProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal opened={opened} onClose={onClose} size="xl" title={t('dashboards.yearly.title', { fromYear, toYear })}>
      {opened && <YearlyChart fromYear={fromYear} toYear={toYear} />}
    </Modal>
  );
}

function YearlyChart({ fromYear, toYear }: { fromYear: number; toYear: number }) {
  const yearly = useYearly({ fromYear, toYear });
  return (
    <ReportResult result={yearly} failed={reportMessages.failedTargets}>
      {({ data }) => <StackedYears rows={data} />}
    </ReportResult>
  );
}

function StackedYears({ rows }: { rows: z.infer<typeof yearlyRowSchema>[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const { locale } = languageOf(i18n.resolvedLanguage);
  const format = useFormatNumber();
  const [hidden, setHidden] = useState<readonly CargoHandlerType[]>([]);
  if (!rows.some((row) => row.stevedoring > 0 || row.arrastre > 0)) {
    return <Text c="dimmed">{t('messages.noDataAvailable')}</Text>;
  }
  const shown = cargoHandlerTypes.filter((category) => !hidden.includes(category));
  const toggle = (category: CargoHandlerType) =>
    setHidden((current) =>
      current.includes(category) ? current.filter((other) => other !== category) : [...current, category],
    );
  const totals = rows.map((row) => shown.reduce((sum, category) => sum + row[category], 0));
  return (
    <Stack>
      <Group gap="xs" role="group" aria-label={t('dashboards.yearly.legend')}>
        {cargoHandlerTypes.map((category) => (
          <Button
            key={category}
            size="xs"
            variant={hidden.includes(category) ? 'default' : 'light'}
            aria-pressed={!hidden.includes(category)}
            leftSection={
              <ColorSwatch size={12} color={`var(--mantine-color-${categoryColours[category].replace('.', '-')})`} />
            }
            onClick={() => toggle(category)}
          >
            {t(`dashboards.categories.${category}`)}
          </Button>
        ))}
      </Group>
      {/* Charts read left to right in every language: years grow to the right. */}
      <Box dir="ltr">
        <BarChart
          h={320}
          data={rows.map((row) => ({ ...row, year: String(row.year) }))}
          dataKey="year"
          type="stacked"
          series={shown.map((category) => ({
            name: category,
            label: t(`dashboards.categories.${category}`),
            color: categoryColours[category],
          }))}
          valueFormatter={format.cbm}
          yAxisProps={{ domain: [0, axisMaximum(totals)], tickFormatter: (value: number) => compactCbm(value, locale) }}
        />
      </Box>
    </Stack>
  );
}

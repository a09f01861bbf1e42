import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Button, Center, ColorSwatch, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { type CargoHandlerType, cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { reportMessages, yearlyResponseSchema } from '@portside/contracts/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert';
import { useFormatNumber } from '../../../lib/format-number';
import { reportErrorMessage, useReport } from '../api/use-report';
import { axisMaximum, categoryColours } from '../lib/chart-rules';

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
  const { t } = useTranslation('dashboard');
  const format = useFormatNumber();
  const [hidden, setHidden] = useState<readonly CargoHandlerType[]>([]);
  const yearly = useReport('yearly', yearlyResponseSchema, { fromYear, toYear });
  if (yearly.isPending) {
    return (
      <Center mih={200}>
        <Loader aria-label={t('dashboards.loading')} />
      </Center>
    );
  }
  if (yearly.isError) {
    return (
      <RetryAlert
        message={reportErrorMessage(yearly.error, reportMessages.failedTargets)}
        retrying={yearly.isFetching}
        onRetry={() => yearly.refetch()}
      />
    );
  }
  const rows = yearly.data.data;
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
          yAxisProps={{ domain: [0, axisMaximum(totals)] }}
          yAxisLabel={t('dashboards.cbm')}
        />
      </Box>
    </Stack>
  );
}

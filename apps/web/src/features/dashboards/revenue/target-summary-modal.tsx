import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Modal, Stack, Table, Text } from '@mantine/core';
import { type ReportPeriodQuery, reportMessages, type targetSummaryRowSchema } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ReportResult } from '../../../components/report-result';
import { axisMaximum, categoryColours, compactCbm } from '../../../lib/chart-rules';
import { orDash } from '../../../lib/dash';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import { useTargetSummary } from './api/get-target-summary';

type TargetRow = z.infer<typeof targetSummaryRowSchema>;

type TargetSummaryModalProps = { opened: boolean; onClose: () => void; query: ReportPeriodQuery };

/** Spec 2.8's Target Summary: per category the period's volume beside its target (from the settings). */
export function TargetSummaryModal({ opened, onClose, query }: TargetSummaryModalProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal opened={opened} onClose={onClose} size="xl" title={t('revenue.targets.title')}>
      {opened && <TargetSummary query={query} />}
    </Modal>
  );
}

function TargetSummary({ query }: { query: ReportPeriodQuery }) {
  const targets = useTargetSummary(query);
  return (
    <ReportResult result={targets} failed={reportMessages.failedTargets}>
      {({ data }) => <ActualBesideTarget rows={data} />}
    </ReportResult>
  );
}

function ActualBesideTarget({ rows }: { rows: TargetRow[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const { locale } = languageOf(i18n.resolvedLanguage);
  const format = useFormatNumber();
  if (!rows.some((row) => row.actual > 0 || row.target !== null)) {
    return <Text c="dimmed">{t('messages.noDataAvailable')}</Text>;
  }
  const data = rows.map((row) => ({
    category: t(`dashboards.categories.${row.category}`),
    actual: row.actual,
    // No bar where the settings hold no target (rather than a target of 0).
    target: row.target,
  }));
  return (
    <Stack>
      {/* Charts read left to right in every language. */}
      <Box dir="ltr">
        <BarChart
          h={280}
          data={data}
          dataKey="category"
          series={[
            { name: 'actual', label: t('revenue.targets.actual'), color: categoryColours.stevedoring },
            { name: 'target', label: t('revenue.targets.target'), color: 'gray.5' },
          ]}
          withLegend
          valueFormatter={format.cbm}
          yAxisProps={{
            domain: [0, axisMaximum(data.flatMap((row) => [row.actual, row.target ?? 0]))],
            tickFormatter: (value: number) => compactCbm(value, locale),
          }}
        />
      </Box>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('revenue.columns.category')}</Table.Th>
            <Table.Th>{t('revenue.targets.actual')}</Table.Th>
            <Table.Th>{t('revenue.targets.target')}</Table.Th>
            <Table.Th>{t('revenue.targets.reached')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.category}>
              <Table.Td>{t(`dashboards.categories.${row.category}`)}</Table.Td>
              <Table.Td>{format.cbm(row.actual)}</Table.Td>
              <Table.Td>{orDash(row.target, format.cbm)}</Table.Td>
              <Table.Td>{row.target ? format.percentTenths((row.actual / row.target) * 100) : orDash(null)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

import { BarChart } from '@mantine/charts';
import { Box, Group, Text } from '@mantine/core';
import {
  type CbmSummary,
  type ClientItemStatus,
  clientItemStatuses,
  clientPortalMessages,
} from '@portside/contracts/client-portal';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { axisMaximum, compactCbm, paymentColours, paymentTextColours } from '../../../lib/chart-rules';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import { monthNames, months } from '../../../lib/months';
import { useCbmSummary } from './api/get-cbm-summary';
import type { DashboardYears } from './use-dashboard-years';
import { YearSelect } from './year-select';

/** A month's figures; a month the answer leaves out had none. */
export const cbmMonthOf = (summary: CbmSummary, month: number) =>
  summary.months.find((entry) => entry.month === month) ?? {
    month,
    paid: { bls: 0, cbm: 0 },
    payable: { bls: 0, cbm: 0 },
    notBilled: { bls: 0, cbm: 0 },
  };

/** Whether a year of the CBM summary counts no BL at all. */
export const cbmSummaryIsEmpty = ({ totals }: CbmSummary) =>
  clientItemStatuses.every((status) => totals[status].bls === 0);

/**
 * Spec 2.9's CBM status chart: each month's CBM of the year, paid, accounts payable and not billed stacked (a BL in
 * its billing month, or its arrival month while not billed), with the year's totals.
 */
export function CbmStatusPanel({ years }: { years: DashboardYears }) {
  const { t } = useTranslation('client');
  const year = years.yearOf('statusYear');
  const summary = useCbmSummary(year);
  return (
    <DashboardPanel title={t('status.title')}>
      <Text size="sm" c="dimmed">
        {t('status.countedBy')}
      </Text>
      <Group justify="flex-end">
        <YearSelect label={t('status.year')} name="statusYear" years={years} />
      </Group>
      <QueryState
        query={summary}
        failed={clientPortalMessages.cbmSummaryFailed}
        empty={t('status.empty', { year })}
        isEmpty={cbmSummaryIsEmpty}
      >
        {(answer) => <StatusChart summary={answer} />}
      </QueryState>
    </DashboardPanel>
  );
}

function StatusChart({ summary }: { summary: CbmSummary }) {
  const { t, i18n } = useTranslation('client');
  const { locale } = languageOf(i18n.resolvedLanguage);
  const format = useFormatNumber();
  const names = monthNames(locale);
  const label = (status: ClientItemStatus) => t(`status.${status}`);
  const data = months.map((month, index) => {
    const figures = cbmMonthOf(summary, month);
    return {
      month: names[index] ?? String(month),
      paid: figures.paid.cbm,
      payable: figures.payable.cbm,
      notBilled: figures.notBilled.cbm,
    };
  });
  const total = clientItemStatuses.reduce((sum, status) => sum + summary.totals[status].cbm, 0);
  return (
    <>
      <Group gap="md" role="list" aria-label={t('status.totals')}>
        {clientItemStatuses.map((status) => (
          <Text key={status} role="listitem" size="sm" fw={700} c={paymentTextColours[status]}>
            {t('status.total', { label: label(status), cbm: format.cbm(summary.totals[status].cbm) })}
          </Text>
        ))}
        <Text role="listitem" size="sm" fw={700}>
          {t('status.total', { label: t('status.all'), cbm: format.cbm(total) })}
        </Text>
      </Group>
      {/* Charts read left to right in every language: the months run to the right. */}
      <Box dir="ltr">
        <BarChart
          h={280}
          data={data}
          dataKey="month"
          type="stacked"
          withLegend
          series={clientItemStatuses.map((status) => ({
            name: status,
            label: label(status),
            color: paymentColours[status],
          }))}
          valueFormatter={format.cbm}
          yAxisProps={{
            domain: [0, axisMaximum(data.map((month) => month.paid + month.payable + month.notBilled))],
            tickFormatter: (value: number) => compactCbm(value, locale),
            width: 60,
          }}
        />
      </Box>
    </>
  );
}

import { BarChart } from '@mantine/charts';
import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { analyticsMessages, type financialsResponseSchema } from '@portside/contracts/analytics';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { type Half, HalfYearTables } from '../../../components/half-year-tables';
import { axisMaximum, compactCbm, paymentColours, paymentTextColours } from '../../../lib/chart-rules';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import { useMessage } from '../../../lib/messages';
import { monthNames, months } from '../../../lib/months';
import { useFinancialSummary } from './api/get-financial-summary';

type Financials = z.infer<typeof financialsResponseSchema>;
type Payments = Financials['paid'];
const payments = ['paid', 'receivable'] as const;
type Payment = (typeof payments)[number];

/** Paid in teal, unpaid in orange, on the chart and its totals alike. */
const colours: Record<Payment, string> = { paid: paymentColours.paid, receivable: paymentColours.payable };
/** Dark shades of the same for text (at least 4.5:1 on white, WCAG AA). */
const textColours: Record<Payment, string> = { paid: paymentTextColours.paid, receivable: paymentTextColours.payable };

/** A month's figures; a month the answer leaves out had none. */
const monthOf = (figures: Payments, month: number) =>
  figures.months.find((entry) => entry.month === month) ?? { month, bls: 0, cbm: 0 };
const halfOf = (figures: Payments, half: Half) =>
  figures.halves.find((entry) => entry.half === half) ?? { half, bls: 0, cbm: 0 };

/**
 * Spec 2.8 Paid and AR: the year's paid and unpaid CBM by billing month, stacked, with their totals; then the PAID TO
 * CBM and ACCOUNTS RECEIVABLE cards with their half-year tables. One answer, one failure for them all.
 */
export function FinancialSummary({ year }: { year: number }) {
  const summary = useFinancialSummary(year);
  return (
    <QueryState
      query={summary}
      failed={analyticsMessages.failedFinancialSummary}
      formatMessage={analyticsMessages.invalidStructure}
    >
      {(financials) => (
        <Stack>
          <PaidChart financials={financials} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {payments.map((payment) => (
              <HalvesCard key={payment} payment={payment} figures={financials[payment]} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}

function PaidChart({ financials }: { financials: Financials }) {
  const { t, i18n } = useTranslation('dashboard');
  const { locale } = languageOf(i18n.resolvedLanguage);
  const format = useFormatNumber();
  const translate = useMessage();
  const names = monthNames(locale);
  const data = months.map((month, index) => ({
    month: names[index] ?? String(month),
    paid: monthOf(financials.paid, month).cbm,
    receivable: monthOf(financials.receivable, month).cbm,
  }));
  const label = (payment: Payment) => t(payment === 'paid' ? 'paidAr.paid' : 'paidAr.accountsPayable');
  const empty = financials.paid.bls === 0 && financials.receivable.bls === 0;
  return (
    <DashboardPanel title={t('paidAr.chart', { year: financials.year })}>
      <Group gap="lg" role="list" aria-label={t('paidAr.totals')}>
        {payments.map((payment) => (
          <Text key={payment} role="listitem" fw={700} c={textColours[payment]}>
            {t('paidAr.cbmTotal', { label: label(payment), cbm: format.cbm(financials[payment].cbm) })}
          </Text>
        ))}
        <Text role="listitem" fw={700}>
          {t('paidAr.cbmTotal', {
            label: t('paidAr.total'),
            cbm: format.cbm(financials.paid.cbm + financials.receivable.cbm),
          })}
        </Text>
      </Group>
      {empty ? (
        <Text c="dimmed">{translate(analyticsMessages.noData)}</Text>
      ) : (
        // Charts read left to right in every language: the months run to the right.
        <Box dir="ltr">
          <BarChart
            h={300}
            data={data}
            dataKey="month"
            type="stacked"
            withLegend
            series={payments.map((payment) => ({ name: payment, label: label(payment), color: colours[payment] }))}
            valueFormatter={format.cbm}
            yAxisProps={{
              domain: [0, axisMaximum(data.map((month) => month.paid + month.receivable))],
              tickFormatter: (value: number) => compactCbm(value, locale),
              width: 70,
            }}
          />
        </Box>
      )}
    </DashboardPanel>
  );
}

/** A card of BL counts (and CBM) per month of each half of the year, the half's total from the server. */
function HalvesCard({ payment, figures }: { payment: Payment; figures: Payments }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardPanel title={t(payment === 'paid' ? 'paidAr.paidCard' : 'paidAr.receivableCard')}>
      <HalfYearTables
        figureOf={(month) => monthOf(figures, month)}
        totalOf={(half) => halfOf(figures, half)}
        labels={{
          halves: { 1: t('paidAr.firstHalf'), 2: t('paidAr.secondHalf') },
          month: t('paidAr.columns.month'),
          bls: t('paidAr.columns.bls'),
          cbm: t('paidAr.columns.cbm'),
          total: t('paidAr.total'),
        }}
      />
    </DashboardPanel>
  );
}

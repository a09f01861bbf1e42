import { SimpleGrid, Text } from '@mantine/core';
import { clientPortalMessages } from '@portside/contracts/client-portal';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { HalfYearTables } from '../../../components/half-year-tables';
import { useCbmSummary } from './api/get-cbm-summary';
import { cbmMonthOf } from './cbm-status-panel';

const payments = ['paid', 'payable'] as const;

/**
 * Spec 2.9's paid and accounts-payable tables: BL count and CBM per month, January to June and July to December, of
 * the CBM status chart's year (the same answer: a BL once, in its billing month).
 */
export function PaymentHalves({ year }: { year: number }) {
  const { t } = useTranslation('client');
  const summary = useCbmSummary(year);
  const labels = {
    halves: { 1: t('halves.first'), 2: t('halves.second') },
    month: t('halves.month'),
    bls: t('halves.bls'),
    cbm: t('halves.cbm'),
    total: t('halves.total'),
  };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      {payments.map((payment) => (
        <DashboardPanel key={payment} title={t(`halves.${payment}`, { year })}>
          <Text size="sm" c="dimmed">
            {t('status.countedBy')}
          </Text>
          <QueryState query={summary} failed={clientPortalMessages.cbmSummaryFailed}>
            {(answer) => <HalfYearTables figureOf={(month) => cbmMonthOf(answer, month)[payment]} labels={labels} />}
          </QueryState>
        </DashboardPanel>
      ))}
    </SimpleGrid>
  );
}

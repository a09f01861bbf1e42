import { analyticsMessages } from '@portside/contracts/analytics';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { useFormatDate } from '../../../lib/format-date';
import { AnalyticsTable } from '../kit/analytics-table';
import { useAging } from './api/get-aging';
import { agingColumns } from './paid-ar-columns';

/** The year's receivable by days since billing, as of the terminal's today (beyond the spec: docs/domain.md). */
export function AgingSummary({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  const aging = useAging(year);
  return (
    <DashboardPanel
      title={aging.data ? t('paidAr.aging.titleOn', { day: formatDate(aging.data.today) }) : t('paidAr.aging.title')}
    >
      <QueryState
        query={aging}
        failed={analyticsMessages.failedReceivable}
        formatMessage={analyticsMessages.invalidStructure}
      >
        {({ buckets, total }) => (
          <AnalyticsTable
            columns={agingColumns(t)}
            rows={buckets}
            rowKey={(row) => row.bucket}
            emptyText=""
            totals={{ values: total, label: t('paidAr.total') }}
            minWidth={480}
          />
        )}
      </QueryState>
    </DashboardPanel>
  );
}

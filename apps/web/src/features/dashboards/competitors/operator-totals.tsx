import { Stack } from '@mantine/core';
import { analyticsMessages, type OperatorRow } from '@portside/contracts/analytics';
import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { OwnBadge } from '../../../components/own-badge';
import { useFormatNumber } from '../../../lib/format-number';
import { useMessage } from '../../../lib/messages';
import { largestRemainderPercents } from '../../../lib/shares';
import { AnalyticsTable } from '../kit/analytics-table';
import { operatorColumns } from '../kit/competitor-columns';
import { DateRangeFields } from '../kit/date-range-fields';
import type { DayRange } from '../kit/day-range';
import { requestRange } from '../kit/day-range';
import { usePerformance } from './api/get-performance';

type OperatorTotalsProps = {
  category: CargoHandlerType;
  range: DayRange;
  onRange: (changes: Partial<DayRange>) => void;
  onOpen: (operator: string) => void;
};

/** Spec 2.8's totals panel of one category: every operator over From to To, with its share; a row drills down. */
export function OperatorTotals({ category, range, onRange, onOpen }: OperatorTotalsProps) {
  const { t } = useTranslation('dashboard');
  const message = useMessage();
  const format = useFormatNumber();
  const performance = usePerformance({ groupBy: category, ...requestRange(range) });
  return (
    <DashboardPanel title={t('competitors.totals.title', { category: t(`dashboards.categories.${category}`) })}>
      <DateRangeFields range={range} onChange={onRange} />
      <QueryState
        query={performance}
        failed={analyticsMessages.failedCompetitorPerformance}
        formatMessage={analyticsMessages.invalidStructure}
        empty={message(analyticsMessages.noCompetitorTotals)}
        isEmpty={(answer) => answer.data.length === 0}
      >
        {({ data, total }) => {
          const shares = largestRemainderPercents(data.map((row) => row.totalVolume));
          const shareOf = new Map<OperatorRow, number>(data.map((row, index) => [row, shares[index] ?? 0]));
          return (
            <Stack gap="xs">
              <AnalyticsTable
                columns={operatorColumns(t, (row) => format.percent(shareOf.get(row) ?? 0))}
                rows={data}
                rowKey={(row) => row.name}
                emptyText={message(analyticsMessages.noCompetitorTotals)}
                totals={{ values: total, label: t('competitors.totals.total') }}
                onOpen={(row) => onOpen(row.name)}
                canOpen={(row) => row.name !== ''}
                badge={(row) => row.own && <OwnBadge />}
                loading={performance.isPlaceholderData}
                minWidth={560}
              />
            </Stack>
          );
        }}
      </QueryState>
    </DashboardPanel>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { analyticsMessages, drillDownStep } from '@portside/contracts/analytics';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/dashboard-panel';
import { OwnBadge } from '../../../components/own-badge';
import { useMessage } from '../../../lib/messages';
import type { SortOrder } from '../../../lib/use-list-state';
import { AnalyticsTable } from '../kit/analytics-table';
import {
  type AgentRow,
  agentColumns,
  type ConsigneeRow,
  consigneeColumns,
  nameOrUnknown,
  type Totals,
} from '../kit/competitor-columns';
import type { ReportColumn } from '../kit/report-columns';
import { useOperatorAgents } from './api/get-operator-agents';
import { useOperatorConsignees } from './api/get-operator-consignees';
import type { AnalyticsRange } from './api/operator-paths';
import { DrillHeader } from './drill-header';
import type { OpenedParty } from './use-competitor-drill';

type OperatorPartiesProps = {
  operator: string;
  /** Stevedoring lists the operator's shipping agents, the other categories its consignees (spec 2.8). */
  kind: 'consignee' | 'agent';
  range: AnalyticsRange;
  onOpen: (party: OpenedParty) => void;
  onBack: () => void;
};

const partyOf = (row: ConsigneeRow | AgentRow, name: string): Omit<OpenedParty, 'key'> => ({
  name,
  totals: { totalVolume: row.totalVolume, packages: row.totalPackages, bls: row.bls },
});

/**
 * An operator's consignees (or shipping agents) in the period: 50 rows, 50 more at each Load more, sorted by volume
 * on the server (a click on the CBM header turns the order), the totals row over all of them.
 */
export function OperatorParties({ operator, kind, range, onOpen, onBack }: OperatorPartiesProps) {
  const { t } = useTranslation('dashboard');
  const message = useMessage();
  const [limit, setLimit] = useState(drillDownStep);
  const [order, setOrder] = useState<SortOrder>('desc');
  const query = { ...range, limit, order };
  const consigneeList = useOperatorConsignees(operator, query, { enabled: kind === 'consignee' });
  const agentList = useOperatorAgents(operator, query, { enabled: kind === 'agent' });
  const list = kind === 'agent' ? agentList : consigneeList;
  const sort = {
    key: 'volume',
    order,
    onToggle: () => {
      setOrder(order === 'desc' ? 'asc' : 'desc');
      setLimit(drillDownStep);
    },
  };
  const table = {
    sort,
    onOpen,
    onMore: () => setLimit(limit + drillDownStep),
    loadingMore: list.isPlaceholderData,
  };
  return (
    <Stack>
      <DrillHeader
        title={t(kind === 'agent' ? 'competitors.drill.agents' : 'competitors.drill.consignees', {
          operator: nameOrUnknown(t, operator),
        })}
        onBack={onBack}
      >
        {list.data?.own && <OwnBadge />}
      </DrillHeader>
      {kind === 'agent' ? (
        <PartyTable
          query={agentList}
          failed={analyticsMessages.failedShippingAgents}
          empty={message(analyticsMessages.noShippingAgents)}
          columns={agentColumns(t)}
          keyOf={(row) => String(row.agentId)}
          nameOf={(row) => row.shippingAgent}
          canOpen={(row) => row.agentId > 0}
          {...table}
        />
      ) : (
        <PartyTable
          query={consigneeList}
          failed={analyticsMessages.failedConsignees}
          empty={message(analyticsMessages.noConsignees)}
          columns={consigneeColumns(t)}
          keyOf={(row) => row.consigneeKey}
          nameOf={(row) => row.consignee}
          {...table}
        />
      )}
    </Stack>
  );
}

type PartyTableProps<Row extends ConsigneeRow | AgentRow> = {
  query: UseQueryResult<{ data: Row[]; total: Totals & { rows: number } }>;
  failed: string;
  empty: string;
  columns: ReportColumn<Row, Totals>[];
  keyOf: (row: Row) => string;
  nameOf: (row: Row) => string;
  canOpen?: (row: Row) => boolean;
  sort: { key: string; order: SortOrder; onToggle: () => void };
  onOpen: (party: OpenedParty) => void;
  onMore: () => void;
  loadingMore: boolean;
};

/** One kind of party (consignees or shipping agents): its rows, the totals row over all, Load more while some are not shown. */
function PartyTable<Row extends ConsigneeRow | AgentRow>({
  query,
  failed,
  empty,
  columns,
  keyOf,
  nameOf,
  canOpen,
  sort,
  onOpen,
  onMore,
  loadingMore,
}: PartyTableProps<Row>) {
  const { t } = useTranslation('dashboard');
  return (
    <QueryState query={query} whileLoading="dim" failed={failed} formatMessage={analyticsMessages.invalidStructure}>
      {({ data, total }) => (
        <Stack gap="sm">
          <AnalyticsTable
            columns={columns}
            rows={data}
            rowKey={keyOf}
            emptyText={empty}
            totals={{ values: total, label: t('competitors.drill.total') }}
            onOpen={(row) => onOpen({ key: keyOf(row), ...partyOf(row, nameOrUnknown(t, nameOf(row))) })}
            canOpen={canOpen}
            sort={sort}
            sortColumn="volume"
            minWidth={560}
          />
          {data.length < total.rows && (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('competitors.drill.shown', { shown: data.length, rows: total.rows })}
              </Text>
              <Button variant="default" loading={loadingMore} onClick={onMore}>
                {t('competitors.drill.loadMore')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

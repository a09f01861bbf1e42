import { Button, Group, Stack, Text, Title, useDirection } from '@mantine/core';
import { analyticsMessages, drillDownStep } from '@portside/contracts/analytics';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../lib/messages';
import type { SortOrder } from '../../../../lib/use-list-state';
import { type AnalyticsRange, competitorReports } from '../../api/competitor-reports';
import { useReport } from '../../api/use-report';
import {
  type AgentRow,
  agentColumns,
  type ConsigneeRow,
  consigneeColumns,
  nameOrUnknown,
} from '../../lib/competitor-columns';
import type { OpenedParty } from '../../lib/use-competitor-drill';
import { AnalyticsTable } from '../analytics-table';
import { QueryState } from '../dashboard-panel';
import { OwnBadge } from '../own-badge';

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
  const Arrow = useDirection().dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  const [limit, setLimit] = useState(drillDownStep);
  const [order, setOrder] = useState<SortOrder>('desc');
  const page = { limit, order };
  const consignees = competitorReports.consignees(operator, range, page);
  const agents = competitorReports.agents(operator, range, page);
  const consigneeList = useReport(consignees.path, consignees.schema, consignees.query, {
    enabled: kind === 'consignee',
  });
  const agentList = useReport(agents.path, agents.schema, agents.query, { enabled: kind === 'agent' });
  const list = kind === 'agent' ? agentList : consigneeList;
  const sort = {
    key: 'volume',
    order,
    onToggle: () => {
      setOrder(order === 'desc' ? 'asc' : 'desc');
      setLimit(drillDownStep);
    },
  };
  const more = (shown: number, rows: number) =>
    shown < rows && (
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('competitors.drill.shown', { shown, rows })}
        </Text>
        <Button variant="default" loading={list.isPlaceholderData} onClick={() => setLimit(limit + drillDownStep)}>
          {t('competitors.drill.loadMore')}
        </Button>
      </Group>
    );
  return (
    <Stack>
      <Group gap="sm">
        <Button variant="default" leftSection={<Arrow size={16} aria-hidden />} onClick={onBack}>
          {t('competitors.drill.back')}
        </Button>
        <Title order={3} size="h4">
          {t(kind === 'agent' ? 'competitors.drill.agents' : 'competitors.drill.consignees', {
            operator: nameOrUnknown(t, operator),
          })}
        </Title>
        {list.data?.own && <OwnBadge />}
      </Group>
      {kind === 'agent' ? (
        <QueryState
          query={agentList}
          failed={analyticsMessages.failedShippingAgents}
          formatMessage={analyticsMessages.invalidStructure}
        >
          {({ data, total }) => (
            <Stack gap="sm">
              <AnalyticsTable
                columns={agentColumns(t)}
                rows={data}
                rowKey={(row) => row.agentId}
                emptyText={message(analyticsMessages.noShippingAgents)}
                totals={{ values: total, label: t('competitors.drill.total') }}
                onOpen={(row) =>
                  onOpen({ key: String(row.agentId), ...partyOf(row, nameOrUnknown(t, row.shippingAgent)) })
                }
                canOpen={(row) => row.agentId > 0}
                sort={sort}
                sortColumn="volume"
                minWidth={560}
              />
              {more(data.length, total.rows)}
            </Stack>
          )}
        </QueryState>
      ) : (
        <QueryState
          query={consigneeList}
          failed={analyticsMessages.failedConsignees}
          formatMessage={analyticsMessages.invalidStructure}
        >
          {({ data, total }) => (
            <Stack gap="sm">
              <AnalyticsTable
                columns={consigneeColumns(t)}
                rows={data}
                rowKey={(row) => row.consigneeKey}
                emptyText={message(analyticsMessages.noConsignees)}
                totals={{ values: total, label: t('competitors.drill.total') }}
                onOpen={(row) => onOpen({ key: row.consigneeKey, ...partyOf(row, nameOrUnknown(t, row.consignee)) })}
                sort={sort}
                sortColumn="volume"
                minWidth={560}
              />
              {more(data.length, total.rows)}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

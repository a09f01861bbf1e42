import { Paper, Stack, Title } from '@mantine/core';
import type { ShippingAgent } from '@portside/contracts/shipping-agents';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useShippingAgents } from '../api/get-shipping-agents';
import { ShippingAgentForm } from '../components/shipping-agent-form';

const fetchFailed = 'Failed to fetch shipping agents.';

/** Commercial: create a shipping agent and see the agents with their lines; list and create share it (spec 2.5). */
export function ShippingAgentsPage() {
  const { t } = useTranslation('commercial');
  const formatDateTime = useFormatDateTime();
  const list = useListState({
    pageSize: 20,
    sort: { keys: ['name', 'shippingLineName', 'createdAt'], key: 'name', order: 'asc' },
  });
  const agents = useShippingAgents(list.query);

  const columns: Column<ShippingAgent>[] = [
    { key: 'name', header: t('shippingAgents.agent'), sortKey: 'name', render: (agent) => agent.name },
    {
      key: 'line',
      header: t('shippingAgents.line'),
      sortKey: 'shippingLineName',
      render: (agent) => agent.shippingLineName,
    },
    {
      key: 'createdAt',
      header: t('shippingAgents.createdAt'),
      sortKey: 'createdAt',
      render: (agent) => formatDateTime(agent.createdAt),
    },
  ];

  return (
    <Stack>
      <Paper withBorder p="md" maw={480}>
        <Stack>
          <Title order={2}>{t('shippingAgents.formTitle')}</Title>
          <ShippingAgentForm />
        </Stack>
      </Paper>
      <ListPage
        title={t('shippingAgents.title')}
        search={t('shippingAgents.search')}
        list={list}
        result={agents}
        columns={columns}
        rowKey={(agent) => agent.id}
        empty={t('shippingAgents.empty')}
        fetchFailed={fetchFailed}
      />
    </Stack>
  );
}

import { Paper, Stack, Title } from '@mantine/core';
import type { ShippingAgent } from '@portside/contracts/shipping-agents';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { SearchInput } from '../../../components/search-input';
import { errorMessage } from '../../../lib/api-error';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useShippingAgents } from '../api/get-shipping-agents';
import { ShippingAgentForm } from '../components/shipping-agent-form';

const fetchFailed = 'Failed to fetch shipping agents.';
type SortKey = 'name' | 'shippingLineName' | 'createdAt';

/** Commercial: create a shipping agent and see the agents with their lines; list and create share it (spec 2.5). */
export function ShippingAgentsPage() {
  const { t } = useTranslation('commercial');
  const formatDateTime = useFormatDateTime();
  const list = useListState<SortKey>({ key: 'name', order: 'asc', pageSize: 20 });
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
      <Title order={3}>{t('shippingAgents.title')}</Title>
      <SearchInput label={t('shippingAgents.search')} value={list.search} onChange={list.setSearch} />
      <FormErrorBanner message={agents.isError ? errorMessage(agents.error, fetchFailed) : null} />
      <DataTable
        columns={columns}
        rows={agents.data?.data ?? []}
        rowKey={(agent) => agent.id}
        emptyText={t('shippingAgents.empty')}
        loading={agents.isPending}
        sort={{ ...list.sort, onToggle: (key) => list.toggleSort(key as SortKey) }}
        pagination={{ page: list.page, pages: list.pagesOf(agents.data?.total ?? 0), onChange: list.setPage }}
      />
    </Stack>
  );
}

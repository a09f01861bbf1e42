import { Paper, Stack, Title } from '@mantine/core';
import type { ShippingAgent } from '@portside/contracts/shipping-agents';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { RegistryPage } from '../../../components/registry-page';
import { useRegistryTexts } from '../../../components/registry-texts';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { shippingAgentsApi } from '../api/shipping-agents-api';
import { ShippingAgentForm } from '../components/shipping-agent-form';
import { ShippingAgentFormModal } from '../components/shipping-agent-form-modal';

const messages = {
  fetchFailed: 'Failed to fetch shipping agents.',
  deleteFailed: 'Failed to delete the shipping agent.',
};

/**
 * Commercial: create a shipping agent and see the agents with their lines; list and create share it (spec 2.5). Each
 * agent is corrected in a dialog or deleted while nothing refers to it (issue 25).
 */
export function ShippingAgentsPage() {
  const { t } = useTranslation('commercial');
  const formatDateTime = useFormatDateTime();
  const texts = useRegistryTexts<ShippingAgent>(
    { ns: 'commercial', section: 'shippingAgents' },
    (agent) => agent.name,
    messages,
  );
  const list = useListState({
    pageSize: 20,
    sort: { keys: ['name', 'shippingLineName', 'createdAt'], key: 'name', order: 'asc' },
  });
  const agents = shippingAgentsApi.useList(list.query);
  const remove = shippingAgentsApi.useDelete();

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
      <RegistryPage
        texts={texts}
        columns={columns}
        list={list}
        result={agents}
        remove={remove}
        add={null}
        form={(props) => <ShippingAgentFormModal {...props} title={texts.editTitle} />}
      />
    </Stack>
  );
}

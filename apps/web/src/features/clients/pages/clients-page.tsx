import { Button, Group, Stack, Title } from '@mantine/core';
import type { Client } from '@portside/contracts/clients';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { SearchInput } from '../../../components/search-input';
import { errorMessage } from '../../../lib/api-error';
import { useListState } from '../../../lib/use-list-state';
import { useClients } from '../api/get-clients';
import { clientPaths } from '../paths';

const fetchFailed = 'Failed to fetch clients';

const fullName = (client: Client) =>
  [client.firstName, client.middleName, client.lastName, client.suffix].filter(Boolean).join(' ');

/** Commercial: the clients (spec 2.5), searched, sorted by first name descending and paged by the server. */
export function ClientsPage() {
  const { t } = useTranslation('commercial');
  const list = useListState<'firstName'>({ key: 'firstName', order: 'desc', pageSize: 20 });
  const clients = useClients(list.query);

  const columns: Column<Client>[] = [
    { key: 'name', header: t('clients.name'), sortKey: 'firstName', render: fullName },
    { key: 'company', header: t('clients.company'), render: (client) => client.companyNameDisplay },
    { key: 'mobile', header: t('clients.mobileNumber'), render: (client) => client.mobileNumber },
    { key: 'email', header: t('clients.email'), render: (client) => client.email },
    { key: 'address', header: t('clients.address'), render: (client) => client.address },
    { key: 'type', header: t('clients.type'), render: (client) => client.companyKindNameDisplay },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('clients.title')}</Title>
        <Button component={Link} to={clientPaths.new()} leftSection={<IconUserPlus size={18} />}>
          {t('clients.add')}
        </Button>
      </Group>
      <SearchInput label={t('clients.search')} value={list.search} onChange={list.setSearch} />
      <FormErrorBanner message={clients.isError ? errorMessage(clients.error, fetchFailed) : null} />
      <DataTable
        columns={columns}
        rows={clients.data?.data ?? []}
        rowKey={(client) => client.id}
        emptyText={t('clients.empty')}
        loading={clients.isPending}
        sort={{ ...list.sort, onToggle: () => list.toggleSort('firstName') }}
        pagination={{ page: list.page, pages: list.pagesOf(clients.data?.total ?? 0), onChange: list.setPage }}
      />
    </Stack>
  );
}

import type { Client } from '@portside/contracts/clients';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useListState } from '../../../lib/use-list-state';
import { useClients } from '../api/get-clients';
import { clientPaths } from '../paths';

const fetchFailed = 'Failed to fetch clients';

const fullName = (client: Client) =>
  [client.firstName, client.middleName, client.lastName, client.suffix].filter(Boolean).join(' ');

/** Commercial: the clients (spec 2.5), searched, sorted by first name descending and paged by the server. */
export function ClientsPage() {
  const { t } = useTranslation('commercial');
  const list = useListState({ pageSize: 20, sort: { keys: ['firstName'], key: 'firstName', order: 'desc' } });
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
    <ListPage
      title={t('clients.title')}
      add={{ label: t('clients.add'), to: clientPaths.new(), icon: <IconUserPlus size={18} /> }}
      search={t('clients.search')}
      list={list}
      result={clients}
      columns={columns}
      rowKey={(client) => client.id}
      empty={t('clients.empty')}
      fetchFailed={fetchFailed}
    />
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { type Client, clientFullName } from '@portside/contracts/clients';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { RegistryPage } from '../../../components/registry-page';
import { useRegistryTexts } from '../../../components/registry-texts';
import { useListState } from '../../../lib/use-list-state';
import { clientsApi } from '../api/clients-api';
import { ClientFormModal } from '../components/client-form-modal';
import { PortalAccessDialog } from '../components/portal-access-dialog';
import { clientPaths } from '../paths';

const messages = { fetchFailed: 'Failed to fetch clients', deleteFailed: 'Failed to delete the client.' };

/**
 * Commercial: the clients (spec 2.5), searched, sorted by first name descending and paged by the server; each with its
 * portal sign-in, or the action that gives one (a client of a client company only); each corrected in a dialog or
 * deleted while no portal sign-in is tied to it (issue 25).
 */
export function ClientsPage() {
  const { t } = useTranslation('commercial');
  const texts = useRegistryTexts<Client>({ ns: 'commercial', section: 'clients' }, clientFullName, messages);
  const list = useListState({ pageSize: 20, sort: { keys: ['firstName'], key: 'firstName', order: 'desc' } });
  const clients = clientsApi.useList(list.query);
  const remove = clientsApi.useDelete();
  const [giving, setGiving] = useState<Client | null>(null);
  const [opened, setOpened] = useState(false);

  const portal = (client: Client) => {
    if (client.portalUsername) return client.portalUsername;
    const label = t('clients.givePortal');
    if (client.companyIsClient) {
      return (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            setGiving(client);
            setOpened(true);
          }}
        >
          {label}
        </Button>
      );
    }
    const why = `portal-needs-company-${client.id}`;
    return (
      <Stack gap={2} align="flex-start">
        <Button size="compact-sm" variant="light" disabled aria-describedby={why}>
          {label}
        </Button>
        <Text id={why} size="xs" c="dimmed">
          {t('clients.portalNeedsCompany')}
        </Text>
      </Stack>
    );
  };

  const columns: Column<Client>[] = [
    { key: 'name', header: t('clients.name'), sortKey: 'firstName', render: clientFullName },
    { key: 'company', header: t('clients.company'), render: (client) => client.companyNameDisplay },
    { key: 'mobile', header: t('clients.mobileNumber'), render: (client) => client.mobileNumber },
    { key: 'email', header: t('clients.email'), render: (client) => client.email },
    { key: 'address', header: t('clients.address'), render: (client) => client.address },
    { key: 'type', header: t('clients.type'), render: (client) => client.companyKindNameDisplay },
    { key: 'portal', header: t('clients.portal'), render: portal },
  ];

  return (
    <>
      <RegistryPage
        texts={texts}
        columns={columns}
        list={list}
        result={clients}
        remove={remove}
        add={{ to: clientPaths.new(), icon: <IconUserPlus size={18} /> }}
        form={(props) => <ClientFormModal {...props} title={texts.editTitle} />}
      />
      <PortalAccessDialog client={giving} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

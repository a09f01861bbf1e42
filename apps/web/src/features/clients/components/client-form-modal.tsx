import { type Client, type ClientBody, clientBodySchema } from '@portside/contracts/clients';
import { useMemo } from 'react';
import { RegistryFormModal } from '../../../components/registry-form-modal';
import { clientsApi } from '../api/clients-api';
import { ClientFields, type ClientValues, clientFields, clientValues } from './client-fields';

const failureMessage = 'Failed to save the client.';

type Props = { opened: boolean; row?: Client; title: string; onClose: () => void; onSaved: (row: Client) => void };

/** Corrects a client of the list, every field of its creation (new ones are added on their own page). */
export function ClientFormModal({ row, ...props }: Props) {
  const save = clientsApi.useSave();
  const values = useMemo(() => clientValues(row), [row]);
  return (
    <RegistryFormModal<ClientValues, ClientBody, Client>
      // A new form for each client: the company picker starts from the client's company, never from the last one's.
      key={row?.id ?? 'new'}
      {...props}
      size="xl"
      schema={clientBodySchema}
      values={values}
      fields={clientFields}
      failureMessage={failureMessage}
      saving={save.isPending}
      save={(body, callbacks) => save.mutate({ id: row?.id, version: row?.version, body }, callbacks)}
    >
      {(form) => <ClientFields form={form} client={row} />}
    </RegistryFormModal>
  );
}

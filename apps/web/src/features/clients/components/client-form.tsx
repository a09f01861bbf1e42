import { zodResolver } from '@hookform/resolvers/zod';
import { type ClientBody, clientBodySchema } from '@portside/contracts/clients';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmedCreateForm } from '../../../components/confirmed-create-form';
import { clientsApi } from '../api/clients-api';
import { ClientFields, type ClientValues, clientFields, clientValues } from './client-fields';

const createdMessage = 'Client created successfully';
const failureMessage = 'An unexpected error occurred while creating the client';

/** Add Client (spec 2.5, 3, 5). */
export function ClientForm() {
  const { t } = useTranslation('commercial');
  const save = clientsApi.useSave();
  const form = useForm<ClientValues, unknown, ClientBody>({
    resolver: zodResolver(clientBodySchema) as Resolver<ClientValues, unknown, ClientBody>,
    defaultValues: clientValues(),
  });

  return (
    <ConfirmedCreateForm
      form={form}
      fields={clientFields}
      create={(body) => save.mutateAsync({ body })}
      successMessage={createdMessage}
      failureMessage={failureMessage}
      confirmTitle={t('clientForm.confirmTitle')}
      confirmMessage={t('clientForm.confirmMessage')}
    >
      <ClientFields form={form} />
    </ConfirmedCreateForm>
  );
}

import { PasswordInput, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User } from '@portside/contracts/auth';
import {
  type Client,
  clientFullName,
  type PortalAccessBody,
  portalAccessBodySchema,
} from '@portside/contracts/clients';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RegistryFormModal } from '../../../components/registry-form-modal';
import { useMessage } from '../../../lib/messages';
import { useGivePortalAccess } from '../api/give-portal-access';

const failureMessage = 'Failed to give the portal sign-in.';
const fields = ['username', 'password'] as const;

type Pending = { body: PortalAccessBody; onSuccess: (user: User) => void; onError: (error: unknown) => void };

/**
 * Commercial gives a client of its registry a sign-in to the client portal: a username (the client's email to start
 * with) and a password, confirmed, then sent; the client then sees its company's cargo.
 */
export function PortalAccessDialog({
  client,
  opened,
  onClose,
}: {
  /** The client asked about, kept while the dialog closes so that its texts stay as they were. */
  client: Client | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('commercial');
  const { t: common } = useTranslation();
  const translate = useMessage();
  const give = useGivePortalAccess();
  // The values asked about stay while the confirmation closes.
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirming, setConfirming] = useState(false);
  const values = useMemo(() => ({ username: client?.email ?? '', password: '' }), [client]);
  const name = client ? clientFullName(client) : '';
  const company = client?.companyNameDisplay ?? '';

  const confirm = (asked: Pending) => {
    if (!client) return;
    give.mutate(
      { clientId: client.id, body: asked.body },
      { onSuccess: asked.onSuccess, onError: asked.onError, onSettled: () => setConfirming(false) },
    );
  };

  return (
    <>
      <RegistryFormModal<PortalAccessBody, PortalAccessBody, User>
        opened={opened}
        title={t('clients.portalTitle', { name })}
        schema={portalAccessBodySchema}
        values={values}
        fields={fields}
        failureMessage={failureMessage}
        submitLabel={t('clients.givePortal')}
        saving={give.isPending}
        save={(body, callbacks) => {
          setPending({ body, ...callbacks });
          setConfirming(true);
        }}
        onClose={onClose}
        onSaved={(user) => {
          notifications.show({ color: 'green', message: t('clients.portalGiven', { name, username: user.username }) });
          onClose();
        }}
      >
        {({ register, formState: { errors } }) => (
          <>
            <Text size="sm">{t('clients.portalHint', { company })}</Text>
            <TextInput
              label={t('clients.portalUsername')}
              required
              data-autofocus
              autoComplete="off"
              error={translate(errors.username?.message)}
              {...register('username')}
            />
            <PasswordInput
              label={t('clients.portalPassword')}
              required
              autoComplete="new-password"
              description={t('clients.portalPasswordRule')}
              error={translate(errors.password?.message)}
              {...register('password')}
            />
          </>
        )}
      </RegistryFormModal>
      <ConfirmDialog
        opened={confirming}
        title={t('clients.portalConfirmTitle')}
        message={t('clients.portalConfirmMessage', { name, username: pending?.body.username ?? '', company })}
        cancelLabel={common('common.cancel')}
        confirmLabel={t('clients.givePortal')}
        loading={give.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => pending && confirm(pending)}
      />
    </>
  );
}

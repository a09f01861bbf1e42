import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ChangeLoginBody, changeLoginBodySchema } from '@portside/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { applyServerError } from '../../../lib/form-errors';
import { useMessage } from '../../../lib/messages';
import { useChangeLogin } from '../api/change-login';

const successMessage = 'Login/email changed successfully!';
const failureMessage = 'Failed to change login.';
const fields = ['currentPassword', 'newLogin'] as const;
const empty: ChangeLoginBody = { currentPassword: '', newLogin: '' };

export function ChangeLoginDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const changeLogin = useChangeLogin();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangeLoginBody>({ resolver: zodResolver(changeLoginBodySchema), defaultValues: empty });

  const close = () => {
    reset(empty);
    setBanner(null);
    onClose();
  };
  const submit = handleSubmit((values) => {
    setBanner(null);
    changeLogin.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: translate(successMessage) });
        close();
      },
      onError: (error) => setBanner(applyServerError(error, setError, fields, failureMessage)),
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('shell.changeLogin')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrorBanner message={banner} />
          <PasswordInput
            label={t('account.currentPassword')}
            autoComplete="current-password"
            error={translate(errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
          <TextInput
            label={t('account.newLogin')}
            autoComplete="username"
            error={translate(errors.newLogin?.message)}
            {...register('newLogin')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={changeLogin.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

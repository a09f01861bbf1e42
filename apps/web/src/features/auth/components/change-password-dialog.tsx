import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ChangePasswordForm, changePasswordFormSchema } from '@portside/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { applyServerError } from '../../../lib/form-errors';
import { useMessage } from '../../../lib/messages';
import { useChangePassword } from '../api/change-password';

const successMessage = 'Password changed successfully!';
const failureMessage = 'Failed to change password.';
const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const changePassword = useChangePassword();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: empty });

  const close = () => {
    reset(empty);
    setBanner(null);
    onClose();
  };
  const submit = handleSubmit(({ currentPassword, newPassword }) => {
    setBanner(null);
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: translate(successMessage) });
          close();
        },
        onError: (error) => setBanner(applyServerError(error, setError, fields, failureMessage)),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('shell.changePassword')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrorBanner message={banner} />
          <PasswordInput
            label={t('account.currentPassword')}
            autoComplete="current-password"
            error={translate(errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
          <PasswordInput
            label={t('account.newPassword')}
            autoComplete="new-password"
            error={translate(errors.newPassword?.message)}
            {...register('newPassword')}
          />
          <PasswordInput
            label={t('account.confirmPassword')}
            autoComplete="new-password"
            error={translate(errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={changePassword.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { authMessages, type SetPasswordForm, setPasswordFormSchema } from '@portside/contracts/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/messages';
import { useSetUserPassword } from '../api/manage-user';
import { type PanelProps, UserPanel } from './user-panel';

const empty: SetPasswordForm = { newPassword: '', confirmPassword: '' };

/** A new password for a user who forgot theirs, typed twice; the user's sessions end with it. */
export function UserPasswordPanel({ user, name, own, ask }: PanelProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const setPassword = useSetUserPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SetPasswordForm>({ resolver: zodResolver(setPasswordFormSchema), defaultValues: empty });
  const submit = handleSubmit(({ newPassword }) =>
    ask({
      title: t('manageUser.passwordTitle'),
      message: t('manageUser.passwordMessage', { name }),
      confirmLabel: t('manageUser.setPassword'),
      run: async () => {
        const answer = await setPassword.mutateAsync({ id: user.id, newPassword });
        reset(empty);
        return translate(answer.detail);
      },
    }),
  );
  return (
    <UserPanel title={t('manageUser.password')} note={own ? translate(authMessages.ownPassword) : undefined}>
      {!own && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={420}>
            <PasswordInput
              label={t('manageUser.newPassword')}
              autoComplete="new-password"
              required
              error={translate(errors.newPassword?.message)}
              {...register('newPassword')}
            />
            <PasswordInput
              label={t('manageUser.confirmPassword')}
              autoComplete="new-password"
              required
              error={translate(errors.confirmPassword?.message)}
              {...register('confirmPassword')}
            />
            <Button type="submit" variant="light" style={{ alignSelf: 'flex-start' }}>
              {t('manageUser.setPassword')}
            </Button>
          </Stack>
        </form>
      )}
    </UserPanel>
  );
}

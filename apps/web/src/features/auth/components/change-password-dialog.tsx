import { type ChangePasswordForm, changePasswordFormSchema } from '@portside/contracts/auth';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password';
import { AccountFormDialog } from './account-form-dialog';

const successMessage = 'Password changed successfully!';
const failureMessage = 'Failed to change password.';
const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec 5, 8: current, new and confirmed password; the confirmation never leaves the browser. */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  return (
    <AccountFormDialog
      opened={opened}
      onClose={onClose}
      title={t('shell.changePassword')}
      schema={changePasswordFormSchema}
      empty={empty}
      fields={[
        {
          name: 'currentPassword',
          label: t('account.currentPassword'),
          secret: true,
          autoComplete: 'current-password',
        },
        { name: 'newPassword', label: t('account.newPassword'), secret: true, autoComplete: 'new-password' },
        { name: 'confirmPassword', label: t('account.confirmPassword'), secret: true, autoComplete: 'new-password' },
      ]}
      mutation={changePassword}
      toBody={({ currentPassword, newPassword }) => ({ currentPassword, newPassword })}
      successMessage={successMessage}
      failureMessage={failureMessage}
    />
  );
}

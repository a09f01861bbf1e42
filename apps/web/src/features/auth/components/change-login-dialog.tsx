import { type ChangeLoginBody, changeLoginBodySchema } from '@portside/contracts/auth';
import { useTranslation } from 'react-i18next';
import { useChangeLogin } from '../api/change-login';
import { AccountFormDialog } from './account-form-dialog';

const successMessage = 'Login/email changed successfully!';
const failureMessage = 'Failed to change login.';
const empty: ChangeLoginBody = { currentPassword: '', newLogin: '' };

/** Spec 5, 8: Change Email / Login with the current password and the new login. */
export function ChangeLoginDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const changeLogin = useChangeLogin();
  return (
    <AccountFormDialog
      opened={opened}
      onClose={onClose}
      title={t('shell.changeLogin')}
      schema={changeLoginBodySchema}
      empty={empty}
      fields={[
        {
          name: 'currentPassword',
          label: t('account.currentPassword'),
          secret: true,
          autoComplete: 'current-password',
        },
        { name: 'newLogin', label: t('account.newLogin'), secret: false, autoComplete: 'username' },
      ]}
      mutation={changeLogin}
      toBody={(values) => values}
      successMessage={successMessage}
      failureMessage={failureMessage}
    />
  );
}

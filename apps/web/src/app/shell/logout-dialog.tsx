import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLogout } from './use-logout';

/** Spec 2.3: Confirm Logout / Are you sure you want to log out? / Cancel / Logout. */
export function LogoutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('logout.title')}
      message={t('logout.message')}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('logout.confirm')}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        logout();
      }}
    />
  );
}

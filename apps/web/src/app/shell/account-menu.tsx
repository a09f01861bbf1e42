import { Menu, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../features/auth/api/get-me';
import { LogoutDialog } from './logout-dialog';
import { UserAvatar } from './user-avatar';

// The account forms (react-hook-form, zod) load when a dialog opens, not with every signed-in page.
const ChangePasswordDialog = lazy(() =>
  import('../../features/auth/components/change-password-dialog').then((module) => ({
    default: module.ChangePasswordDialog,
  })),
);
const ChangeLoginDialog = lazy(() =>
  import('../../features/auth/components/change-login-dialog').then((module) => ({
    default: module.ChangeLoginDialog,
  })),
);

/** Spec 2.3: the avatar menu with Change Password, Change Email / Login and Logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const [passwordOpened, password] = useDisclosure(false);
  const [loginOpened, login] = useDisclosure(false);
  const [logoutOpened, logout] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t('shell.accountMenu')}>
            <UserAvatar user={user} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconKey size={16} />} onClick={password.open}>
            {t('shell.changePassword')}
          </Menu.Item>
          <Menu.Item leftSection={<IconUserEdit size={16} />} onClick={login.open}>
            {t('shell.changeLogin')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout.open}>
            {t('shell.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {passwordOpened && <ChangePasswordDialog opened onClose={password.close} />}
        {loginOpened && <ChangeLoginDialog opened onClose={login.close} />}
      </Suspense>
      <LogoutDialog opened={logoutOpened} onClose={logout.close} />
    </>
  );
}

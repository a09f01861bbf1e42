import { Button, Group, Text } from '@mantine/core';
import { authMessages } from '@portside/contracts/auth';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/messages';
import { useEndUserSessions, useUpdateUser } from '../api/manage-user';
import { type PanelProps, UserPanel } from './user-panel';

/** Whether the user may sign in (deactivate, reactivate) and its sessions (end them all). */
export function UserAccessPanel({ user, name, own, ask }: PanelProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const update = useUpdateUser();
  const endSessions = useEndUserSessions();
  const activation = user.isActive
    ? {
        label: t('manageUser.deactivate'),
        title: t('manageUser.deactivateTitle'),
        message: t('manageUser.deactivateMessage', { name }),
        done: t('manageUser.deactivated', { name }),
      }
    : {
        label: t('manageUser.reactivate'),
        title: t('manageUser.reactivateTitle'),
        message: t('manageUser.reactivateMessage', { name }),
        done: t('manageUser.reactivated', { name }),
      };
  return (
    <UserPanel title={t('manageUser.access')} note={own ? translate(authMessages.ownAccount) : undefined}>
      <Text size="sm">{user.isActive ? t('manageUser.activeNote') : t('manageUser.inactiveNote')}</Text>
      <Group>
        <Button
          variant="light"
          disabled={own}
          onClick={() =>
            ask({
              title: activation.title,
              message: activation.message,
              confirmLabel: activation.label,
              run: async () => {
                await update.mutateAsync({ id: user.id, version: user.version, isActive: !user.isActive });
                return activation.done;
              },
            })
          }
        >
          {activation.label}
        </Button>
        <Button
          variant="default"
          // The admin's own sessions end from the account menu (sign out), not here.
          disabled={own}
          onClick={() =>
            ask({
              title: t('manageUser.endSessionsTitle'),
              message: t('manageUser.endSessionsMessage', { name }),
              confirmLabel: t('manageUser.endSessions'),
              run: async () => {
                const { endedSessions } = await endSessions.mutateAsync(user.id);
                return t('manageUser.sessionsEnded', { count: endedSessions, name });
              },
            })
          }
        >
          {t('manageUser.endSessions')}
        </Button>
      </Group>
    </UserPanel>
  );
}

import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import type { ManagedUser } from '@portside/contracts/auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Change } from './confirmed-change';

/** What each part of the user's page is given: the user, the name it is called by, whether it is the admin's own. */
export type PanelProps = { user: ManagedUser; name: string; own: boolean; ask: (change: Change) => void };

/** One part of the user's page: its title, its fields and buttons, and why some are disabled (`note`). */
export function UserPanel({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Whether the user may sign in. */
export function UserStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? t('users.active') : t('users.inactive')}
    </Badge>
  );
}

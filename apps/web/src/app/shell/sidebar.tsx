import { ActionIcon, Group, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../features/auth/api/get-me';
import { filterMenu } from '../navigation/menu';
import { LogoutDialog } from './logout-dialog';
import { useMenu } from './menu-context';
import { SidebarMenu } from './sidebar-menu';
import { displayName, UserAvatar } from './user-avatar';

/**
 * The sidebar of spec 2.3. The search box keeps the entries whose translated label contains the text
 * (case-insensitive); the spec leaves its behaviour open.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const [search, setSearch] = useState('');
  const [logoutOpened, logout] = useDisclosure(false);
  const query = search.trim().toLocaleLowerCase();
  const sections = filterMenu(useMenu(), (link) => t(`menu.${link.label}`).toLocaleLowerCase().includes(query));

  return (
    <Stack h="100%" gap="sm" p="sm">
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t('shell.searchMenu')}
        aria-label={t('shell.searchMenu')}
        leftSection={<IconSearch size={16} />}
      />
      <ScrollArea style={{ flex: 1 }}>
        <SidebarMenu sections={sections} searching={query !== ''} onNavigate={onNavigate} />
        {sections.length === 0 && query !== '' && (
          <Text size="sm" c="dimmed" px="sm">
            {t('shell.noMenuMatch')}
          </Text>
        )}
      </ScrollArea>
      <Group
        justify="space-between"
        wrap="nowrap"
        pt="sm"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <UserAvatar user={user} />
          <Text size="sm" fw={500} truncate>
            {displayName(user)}
          </Text>
        </Group>
        <Tooltip label={t('shell.logout')}>
          <ActionIcon variant="subtle" color="red" aria-label={t('shell.logout')} onClick={logout.open}>
            <IconLogout size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <LogoutDialog opened={logoutOpened} onClose={logout.close} />
    </Stack>
  );
}

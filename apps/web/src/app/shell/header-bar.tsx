import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/brand';
import { LanguageMenu } from '../../components/language-menu';
import { AccountMenu } from './account-menu';

type HeaderBarProps = { menuOpened: boolean; onToggleMenu: () => void };

export function HeaderBar({ menuOpened, onToggleMenu }: HeaderBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={t(menuOpened ? 'shell.closeMenu' : 'shell.openMenu')}
        />
        <Brand />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageMenu />
        <AccountMenu />
      </Group>
    </Group>
  );
}

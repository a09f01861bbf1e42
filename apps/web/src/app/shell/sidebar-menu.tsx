import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { type MenuLink, type MenuSection, markedMenuPath } from '../navigation/menu';
import { screenOf } from '../navigation/screens';

type SidebarMenuProps = { sections: MenuSection[]; searching: boolean; onNavigate?: () => void };

/**
 * Sections of links and collapsible groups; the entry of the open screen (or of the list a detail belongs to) is
 * marked, and its group opens, as every group does during a search.
 */
export function SidebarMenu({ sections, searching, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const marked = markedMenuPath(screenOf(useMatches()));
  const item = (link: MenuLink) => (
    <NavLink
      key={link.path}
      component={Link}
      to={link.path}
      label={t(`menu.${link.label}`)}
      active={marked === link.path}
      aria-current={marked === link.path ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
  return (
    <Stack gap="md" component="nav" aria-label={t('shell.navigation')}>
      {sections.map((section) => (
        <div key={section.label}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
            {t(`menu.${section.label}`)}
          </Text>
          {section.items.map((entry) =>
            'path' in entry ? (
              item(entry)
            ) : (
              <NavLink
                key={`${entry.label}-${searching}`}
                component="button"
                type="button"
                label={t(`menu.${entry.label}`)}
                defaultOpened={searching || entry.children.some((child) => child.path === marked)}
              >
                {entry.children.map(item)}
              </NavLink>
            ),
          )}
        </div>
      ))}
    </Stack>
  );
}

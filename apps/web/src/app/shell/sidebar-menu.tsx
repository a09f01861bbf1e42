import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuLink, MenuSection } from '../navigation/menu';

type SidebarMenuProps = { sections: MenuSection[]; searching: boolean; onNavigate?: () => void };

/** Sections of links and collapsible groups; a group opens when it holds the current page or during a search. */
export function SidebarMenu({ sections, searching, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const item = (link: MenuLink) => (
    <NavLink
      key={link.path}
      component={Link}
      to={link.path}
      label={t(`menu.${link.label}`)}
      active={pathname === link.path}
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
                defaultOpened={searching || entry.children.some((child) => child.path === pathname)}
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

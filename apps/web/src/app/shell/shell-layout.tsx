import { AppShell, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useMe } from '../../features/auth/api/get-me';
import { menuFor } from '../navigation/menu';
import { screens } from '../navigation/screens';
import { HeaderBar } from './header-bar';
import { MenuContext } from './menu-context';
import { Sidebar } from './sidebar';

/**
 * Spec 2.3 / 9: sidebar 220 px (240 on large screens), header 52 px. Below the sm breakpoint the sidebar lives in a
 * drawer with an overlay, closed by Escape, by the overlay and by choosing a page.
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const role = useMe().data?.role ?? null;
  const menu = useMemo(() => menuFor(screens, role), [role]);
  return (
    <MenuContext value={menu}>
      <AppShell
        header={{ height: 52 }}
        navbar={{ width: { base: 220, lg: 240 }, breakpoint: 'sm', collapsed: { mobile: true } }}
        padding="md"
      >
        <AppShell.Header>
          <HeaderBar menuOpened={drawerOpened} onToggleMenu={drawer.toggle} />
        </AppShell.Header>
        <AppShell.Navbar>
          <Sidebar />
        </AppShell.Navbar>
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          size={260}
          padding={0}
          withCloseButton={false}
          closeOnEscape
          closeOnClickOutside
          aria-label={t('shell.navigation')}
          styles={{ content: { display: 'flex', flexDirection: 'column' }, body: { flex: 1 } }}
        >
          <Sidebar onNavigate={drawer.close} />
        </Drawer>
        <AppShell.Main>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </MenuContext>
  );
}

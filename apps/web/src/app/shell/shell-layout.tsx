import { AppShell, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useMe } from '../../features/auth/api/get-me';
import { EntrySender } from '../../features/operations/offline/use-entries';
import { LiveUpdates } from '../live/live-updates';
import { menuFor } from '../navigation/menu';
import { screens } from '../navigation/screens';
import { HeaderBar } from './header-bar';
import { MenuContext } from './menu-context';
import { Sidebar } from './sidebar';

const mainContentId = 'main-content';

/**
 * Spec 2.3 / 9: sidebar 220 px (240 on large screens), header 52 px. Below the sm breakpoint the sidebar lives in a
 * drawer with an overlay, closed by Escape, by the overlay and by choosing a page. The first Tab stop is a link that
 * skips the header and the menu (shown when focused).
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const role = useMe().data?.role ?? null;
  const menu = useMemo(() => menuFor(screens, role), [role]);
  return (
    <MenuContext value={menu}>
      <LiveUpdates role={role} />
      {role === 'operation' && <EntrySender />}
      <AppShell
        header={{ height: 52 }}
        navbar={{ width: { base: 220, lg: 240 }, breakpoint: 'sm', collapsed: { mobile: true } }}
        padding="md"
      >
        <AppShell.Header>
          <a
            href={`#${mainContentId}`}
            className="skip-link"
            onClick={(event) => {
              // Focus alone: a hash in the URL would be a navigation for the router.
              event.preventDefault();
              document.getElementById(mainContentId)?.focus();
            }}
          >
            {t('shell.skipToContent')}
          </a>
          <HeaderBar menuOpened={drawerOpened} onToggleMenu={drawer.toggle} />
        </AppShell.Header>
        <AppShell.Navbar>
          <Sidebar />
        </AppShell.Navbar>
        <Drawer.Root opened={drawerOpened} onClose={drawer.close} size={260} closeOnEscape closeOnClickOutside>
          <Drawer.Overlay />
          {/* The name goes on the dialog itself (the root is a plain container). */}
          <Drawer.Content aria-label={t('shell.navigation')} style={{ display: 'flex', flexDirection: 'column' }}>
            <Drawer.Body p={0} style={{ flex: 1 }}>
              <Sidebar onNavigate={drawer.close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
        <AppShell.Main id={mainContentId} tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </MenuContext>
  );
}

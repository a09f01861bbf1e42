import { Anchor, Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { rootPath } from '../../../lib/paths';
import { authPaths } from '../../auth/paths';
import { publicSitePaths } from '../paths';

/** Spec 2.9's links in its order; Home is the public home (/), the Vessel Schedule also answers at /vessel-schedule. */
const links = [
  { key: 'home', to: rootPath(), also: [] },
  { key: 'about', to: publicSitePaths.about(), also: [] },
  { key: 'services', to: publicSitePaths.services(), also: [] },
  { key: 'careers', to: publicSitePaths.careers(), also: [] },
  { key: 'gallery', to: publicSitePaths.gallery(), also: [] },
  { key: 'news', to: publicSitePaths.news(), also: [] },
  { key: 'vesselSchedule', to: publicSitePaths.vessel(), also: [publicSitePaths.vesselSchedule()] },
  { key: 'clientAccess', to: authPaths.login(), also: [], newTab: true },
  { key: 'contact', to: publicSitePaths.contact(), also: [] },
] as const;

function NavLinks({ vertical }: { vertical?: boolean }) {
  const { t } = useTranslation('homepage');
  const { pathname } = useLocation();
  const Layout = vertical ? Stack : Group;
  return (
    <Layout gap={vertical ? 'md' : 'lg'}>
      {links.map((link) =>
        'newTab' in link ? (
          // The sign-in opens in a new tab (spec 2.9), without access to this one.
          <Anchor key={link.key} href={link.to} target="_blank" rel="noopener noreferrer">
            {t(`nav.${link.key}`)}
          </Anchor>
        ) : (
          <Anchor
            key={link.key}
            component={Link}
            to={link.to}
            fw={pathname === link.to || link.also.some((path) => path === pathname) ? 700 : undefined}
            aria-current={pathname === link.to || link.also.some((path) => path === pathname) ? 'page' : undefined}
          >
            {t(`nav.${link.key}`)}
          </Anchor>
        ),
      )}
    </Layout>
  );
}

/** The burger of a phone's header: it opens the links in a drawer, closed again by a link, Escape or the overlay. */
export function PublicNavBurger({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const { t } = useTranslation('homepage');
  return (
    <Burger
      hiddenFrom="md"
      opened={opened}
      onClick={onToggle}
      aria-label={t('nav.open')}
      aria-expanded={opened}
      aria-controls="public-nav-drawer"
    />
  );
}

/** Spec 2.9's links: a row on a wide screen, a drawer on a phone (opened by `PublicNavBurger`). */
export function PublicNav({ drawerOpened, onCloseDrawer }: { drawerOpened: boolean; onCloseDrawer: () => void }) {
  const { t } = useTranslation('homepage');
  const { pathname } = useLocation();
  // A link followed in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not a value read
  useEffect(() => onCloseDrawer(), [pathname]);
  return (
    <>
      <Container size="lg" pb="sm" visibleFrom="md">
        <nav aria-label={t('nav.label')}>
          <NavLinks />
        </nav>
      </Container>
      <Drawer
        id="public-nav-drawer"
        opened={drawerOpened}
        onClose={onCloseDrawer}
        title={t('nav.label')}
        size="xs"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': t('nav.close') }}
      >
        <nav aria-label={t('nav.label')}>
          <NavLinks vertical />
        </nav>
      </Drawer>
    </>
  );
}

import { Anchor, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { rootPath } from '../../../lib/paths';
import { authPaths } from '../../auth/paths';
import { publicSitePaths } from '../paths';

/**
 * Spec 2.9's links that lead somewhere: Home, Vessel Schedule and Client Access (the sign-in, in a new tab). About,
 * Services, Careers, Gallery, News and Contact have no page yet (docs/domain.md "Vessel schedules").
 */
export function PublicNav() {
  const { t } = useTranslation('homepage');
  const { pathname } = useLocation();
  const current = (path: string) => (pathname === path ? 'page' : undefined);
  return (
    <Container size="lg" pb="sm">
      <Group component="nav" aria-label={t('nav.label')} gap="lg">
        <Anchor component={Link} to={rootPath()} aria-current={current(rootPath())}>
          {t('nav.home')}
        </Anchor>
        <Anchor
          component={Link}
          to={publicSitePaths.vessel()}
          aria-current={current(publicSitePaths.vessel()) ?? current(publicSitePaths.vesselSchedule())}
        >
          {t('nav.vesselSchedule')}
        </Anchor>
        <Anchor href={authPaths.login()} target="_blank" rel="noopener noreferrer">
          {t('nav.clientAccess')}
        </Anchor>
      </Group>
    </Container>
  );
}

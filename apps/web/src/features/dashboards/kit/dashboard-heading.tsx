import { Anchor, Breadcrumbs, Text, Title } from '@mantine/core';
import { roleGroups } from '@portside/contracts/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePath } from '../../../lib/paths';
import type { CurrentUser } from '../../auth/api/get-me';
import { authKeys } from '../../auth/api/keys';
import { dashboardPaths } from '../paths';

/**
 * A dashboard page's trail (Home > Overview > the page, as spec 2.8 writes the revenue page's) and its title; the
 * Overview only for those who may open it (finance reads Paid and AR alone).
 */
export function DashboardHeading({ title }: { title: string }) {
  const { t } = useTranslation('dashboard');
  // The signed-in user, loaded before any screen shows (app/require-auth.tsx); read, not fetched, here.
  const role = useQueryClient().getQueryData<CurrentUser>(authKeys.me())?.role;
  const readsOverview = roleGroups.analytics.some((reader) => reader === role);
  return (
    <>
      <Breadcrumbs>
        <Anchor component={Link} to={homePath()}>
          {t('revenue.breadcrumbs.home')}
        </Anchor>
        {readsOverview && (
          <Anchor component={Link} to={dashboardPaths.dashboard()}>
            {t('revenue.breadcrumbs.overview')}
          </Anchor>
        )}
        <Text>{title}</Text>
      </Breadcrumbs>
      <Title order={2}>{title}</Title>
    </>
  );
}

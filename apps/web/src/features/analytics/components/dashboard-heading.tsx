import { Anchor, Breadcrumbs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../app/paths';
import { analyticsPaths } from '../paths';

/** A dashboard page's trail (Home > Overview > the page, as spec 2.8 writes the revenue page's) and its title. */
export function DashboardHeading({ title }: { title: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Breadcrumbs>
        <Anchor component={Link} to={appPaths.home()}>
          {t('revenue.breadcrumbs.home')}
        </Anchor>
        <Anchor component={Link} to={analyticsPaths.dashboard()}>
          {t('revenue.breadcrumbs.overview')}
        </Anchor>
        <Text>{title}</Text>
      </Breadcrumbs>
      <Title order={2}>{title}</Title>
    </>
  );
}

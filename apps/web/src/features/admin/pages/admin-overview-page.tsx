import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { StatCard } from '../../../components/stat-card';
import { errorMessage } from '../../../lib/api-error';
import { useClientLoginCounts } from '../api/get-client-login-counts';
import { useCompaniesTotal } from '../api/get-companies-total';
import { usersFetchFailedMessage as usersFailedMessage, useUsers } from '../api/get-users';
import { RecentClientLogins, recentLoginsLimit } from '../components/recent-client-logins';

const loginCountsFailedMessage = 'Failed to load login counts';
const companiesFailedMessage = 'Failed to fetch companies';

/** /admin (spec 2.4): users and companies total, active clients, login count sum and the recent client sign-ins. */
export function AdminOverviewPage() {
  const { t } = useTranslation();
  // How many users: the total of a one-row page.
  const users = useUsers({ limit: 1 });
  const companies = useCompaniesTotal();
  const logins = useClientLoginCounts({ limit: recentLoginsLimit });
  return (
    <Stack>
      <Title order={2}>{t('adminOverview.title')}</Title>
      {users.isError && <FormErrorBanner message={errorMessage(users.error, usersFailedMessage)} />}
      {companies.isError && <FormErrorBanner message={errorMessage(companies.error, companiesFailedMessage)} />}
      {logins.isError && <FormErrorBanner message={errorMessage(logins.error, loginCountsFailedMessage)} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatCard label={t('adminOverview.usersTotal')} value={users.data?.total} more={users.data?.totalCapped} />
        <StatCard
          label={t('adminOverview.companiesTotal')}
          value={companies.data?.total}
          more={companies.data?.totalCapped}
        />
        <StatCard label={t('adminOverview.activeClients')} value={logins.data?.activeClients} />
        <StatCard label={t('adminOverview.loginCountSum')} value={logins.data?.total} />
      </SimpleGrid>
      {logins.data && <RecentClientLogins items={logins.data.items} />}
    </Stack>
  );
}

import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { StatCard } from '../../../components/stat-card';
import { errorMessage } from '../../../lib/api-error';
import { useClientLoginCounts } from '../api/get-client-login-counts';
import { useUsers } from '../api/get-users';
import { RecentClientLogins, recentLoginsLimit } from '../components/recent-client-logins';

const usersFailedMessage = 'Failed to fetch users.';
const loginCountsFailedMessage = 'Failed to load login counts';

/** /admin (spec 2.4): users total, active clients, login count sum and the recent client sign-ins. */
export function AdminOverviewPage() {
  const { t } = useTranslation();
  const users = useUsers();
  const logins = useClientLoginCounts({ limit: recentLoginsLimit });
  return (
    <Stack>
      <Title order={2}>{t('adminOverview.title')}</Title>
      {users.isError && <FormErrorBanner message={errorMessage(users.error, usersFailedMessage)} />}
      {logins.isError && <FormErrorBanner message={errorMessage(logins.error, loginCountsFailedMessage)} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label={t('adminOverview.usersTotal')} value={users.data?.length} />
        <StatCard label={t('adminOverview.activeClients')} value={logins.data?.activeClients} />
        <StatCard label={t('adminOverview.loginCountSum')} value={logins.data?.total} />
      </SimpleGrid>
      {logins.data && <RecentClientLogins items={logins.data.items} />}
    </Stack>
  );
}

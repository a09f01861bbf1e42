import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { usersFetchFailedMessage, useUsers } from '../api/get-users';
import { UsersTable } from '../components/users-table';
import { adminPaths } from '../paths';

export function UsersPage() {
  const { t } = useTranslation();
  const users = useUsers();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('users.title')}</Title>
        <Button component={Link} to={adminPaths.newUser()} leftSection={<IconUserPlus size={18} />}>
          {t('users.add')}
        </Button>
      </Group>
      {users.isPending && <PageLoader />}
      {users.isError && <FormErrorBanner message={errorMessage(users.error, usersFetchFailedMessage)} />}
      {users.data && <UsersTable users={users.data} />}
    </Stack>
  );
}

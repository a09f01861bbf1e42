import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { SearchInput } from '../../../components/search-input';
import { errorMessage } from '../../../lib/api-error';
import { useListState } from '../../../lib/use-list-state';
import { usersFetchFailedMessage, useUsers } from '../api/get-users';
import { UsersTable, usersPageSize } from '../components/users-table';
import { adminPaths } from '../paths';

/** /admin/users: the users by id, searched by name or username and paged by the server. */
export function UsersPage() {
  const { t } = useTranslation();
  const list = useListState<'id'>({ key: 'id', order: 'asc', pageSize: usersPageSize });
  const users = useUsers(list.query);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('users.title')}</Title>
        <Button component={Link} to={adminPaths.newUser()} leftSection={<IconUserPlus size={18} />}>
          {t('users.add')}
        </Button>
      </Group>
      <SearchInput label={t('users.search')} value={list.search} onChange={list.setSearch} />
      <FormErrorBanner message={users.isError ? errorMessage(users.error, usersFetchFailedMessage) : null} />
      <UsersTable
        users={users.data?.data ?? []}
        loading={users.isPending}
        pagination={{ page: list.page, pages: list.pagesOf(users.data?.total ?? 0), onChange: list.setPage }}
      />
    </Stack>
  );
}

import { Anchor, Button } from '@mantine/core';
import type { User } from '@portside/contracts/auth';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { usersFetchFailedMessage, useUsers } from '../api/get-users';
import { UserStatusBadge } from '../components/user-panel';
import { adminPaths } from '../paths';

/**
 * /admin/users (spec 2.4): ID, Name (N/A if empty), Username, Role, the company of a client user, Created At, then
 * whether the user may sign in and a link to manage it (issue 25); by id, searched by name or username and paged by 10
 * on the server.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const list = useListState({ pageSize: 10, sort: { keys: ['id'], key: 'id', order: 'asc' } });
  const users = useUsers(list.query);
  const columns: Column<User>[] = [
    { key: 'id', header: t('users.id'), render: (user) => user.id },
    { key: 'name', header: t('users.name'), render: (user) => user.name?.trim() || t('common.notAvailable') },
    {
      key: 'username',
      header: t('users.username'),
      // A way to the user's page that a phone shows without scrolling the table sideways.
      render: (user) => (
        <Anchor component={Link} to={adminPaths.user({ userId: user.id })}>
          {user.username}
        </Anchor>
      ),
    },
    { key: 'role', header: t('users.role'), render: (user) => t(`roles.${user.role}`, { defaultValue: user.role }) },
    {
      key: 'company',
      header: t('users.company'),
      // A client user belongs to a consignee company; staff to none.
      render: (user) => (user.role === 'client' ? (user.companyName ?? t('users.noCompany')) : null),
    },
    { key: 'createdAt', header: t('users.createdAt'), render: (user) => formatDateTime(user.createdAt) },
    {
      key: 'status',
      header: t('users.status'),
      render: (user) => <UserStatusBadge active={user.isActive} />,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (user) => (
        <Button
          component={Link}
          to={adminPaths.user({ userId: user.id })}
          size="xs"
          variant="light"
          aria-label={t('users.manageLabel', { username: user.username })}
        >
          {t('users.manage')}
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title={t('users.title')}
      add={{ label: t('users.add'), to: adminPaths.newUser(), icon: <IconUserPlus size={18} /> }}
      search={t('users.search')}
      list={list}
      result={users}
      columns={columns}
      rowKey={(user) => user.id}
      empty={t('users.empty')}
      fetchFailed={usersFetchFailedMessage}
    />
  );
}

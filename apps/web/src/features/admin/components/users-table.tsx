import type { User } from '@portside/contracts/auth';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { useFormatDateTime } from '../../../lib/format-date';

export const usersPageSize = 10;

type UsersTableProps = {
  users: User[];
  loading: boolean;
  pagination: { page: number; pages: number; onChange: (page: number) => void };
};

/** Spec 2.4: ID, Name (N/A if empty), Username, Role, Created At; pages of 10 kept by the server. */
export function UsersTable({ users, loading, pagination }: UsersTableProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const columns: Column<User>[] = [
    { key: 'id', header: t('users.id'), render: (user) => user.id },
    { key: 'name', header: t('users.name'), render: (user) => user.name?.trim() || t('common.notAvailable') },
    { key: 'username', header: t('users.username'), render: (user) => user.username },
    { key: 'role', header: t('users.role'), render: (user) => t(`roles.${user.role}`, { defaultValue: user.role }) },
    { key: 'createdAt', header: t('users.createdAt'), render: (user) => formatDateTime(user.createdAt) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      emptyText={t('users.empty')}
      loading={loading}
      pagination={pagination}
    />
  );
}

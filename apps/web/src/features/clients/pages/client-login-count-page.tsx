import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { type LoginCountsPage, useClientLoginCounts } from '../api/get-client-login-counts';

const loadFailed = 'Failed to load login counts';
const pageSize = 20;

/** Commercial: how often each client user signed in (spec 2.5), searched by username or name, with the total. */
export function ClientLoginCountPage() {
  const { t } = useTranslation('commercial');
  const formatDateTime = useFormatDateTime();
  // The server orders by last sign-in; only search and pages are the user's.
  const list = useListState({ pageSize });
  const counts = useClientLoginCounts(list.query);

  const columns: Column<LoginCountsPage['data'][number]>[] = [
    { key: 'number', header: t('loginCount.number'), render: (item) => item.number },
    { key: 'username', header: t('loginCount.username'), render: (item) => item.username },
    { key: 'name', header: t('loginCount.name'), render: (item) => item.name },
    {
      key: 'lastLogin',
      header: t('loginCount.lastLogin'),
      render: (item) => (item.lastLoginAt ? formatDateTime(item.lastLoginAt) : t('loginCount.noLogin')),
    },
    { key: 'count', header: t('loginCount.count'), render: (item) => item.count },
  ];
  return (
    <ListPage
      title={t('loginCount.title')}
      search={t('loginCount.search')}
      toolbar={counts.data && <Text fw={700}>{t('loginCount.total', { total: counts.data.logins })}</Text>}
      list={list}
      result={counts}
      columns={columns}
      rowKey={(item) => item.userId}
      empty={t('loginCount.empty')}
      fetchFailed={loadFailed}
    />
  );
}

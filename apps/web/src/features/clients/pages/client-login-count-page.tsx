import { Group, Stack, Text, Title } from '@mantine/core';
import type { ClientLoginCountItem } from '@portside/contracts/login-logs';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { RetryAlert } from '../../../components/retry-alert';
import { SearchInput } from '../../../components/search-input';
import { errorMessage } from '../../../lib/api-error';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useClientLoginCounts } from '../api/get-client-login-counts';

const loadFailed = 'Failed to load login counts';
const pageSize = 20;

/** Commercial: how often each client user signed in (spec 2.5), searched by username or name, with the total. */
export function ClientLoginCountPage() {
  const { t } = useTranslation('commercial');
  const formatDateTime = useFormatDateTime();
  // The server orders by last sign-in; only search and pages are the user's.
  const list = useListState<'lastLogin'>({ key: 'lastLogin', order: 'desc', pageSize });
  const { q, limit, offset } = list.query;
  const counts = useClientLoginCounts({ q, limit, offset });

  const columns: Column<ClientLoginCountItem & { number: number }>[] = [
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
  const rows = (counts.data?.items ?? []).map((item, index) => ({ ...item, number: offset + index + 1 }));

  return (
    <Stack>
      <Title order={2}>{t('loginCount.title')}</Title>
      <Group justify="space-between">
        <SearchInput label={t('loginCount.search')} value={list.search} onChange={list.setSearch} />
        {counts.data && <Text fw={700}>{t('loginCount.total', { total: counts.data.total })}</Text>}
      </Group>
      {counts.isError ? (
        <RetryAlert
          message={errorMessage(counts.error, loadFailed)}
          retrying={counts.isFetching}
          onRetry={() => counts.refetch()}
        />
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(item) => item.userId}
          emptyText={t('loginCount.empty')}
          loading={counts.isPending}
          pagination={{ page: list.page, pages: list.pagesOf(counts.data?.clients ?? 0), onChange: list.setPage }}
        />
      )}
    </Stack>
  );
}

import { Button, Group, Stack, Title } from '@mantine/core';
import type { Vessel } from '@portside/contracts/vessels';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { SearchInput } from '../../../components/search-input';
import { errorMessage } from '../../../lib/api-error';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useVessels } from '../api/get-vessels';
import { vesselPaths } from '../paths';

const fetchFailed = 'Failed to fetch vessels';

/** Commercial: the vessels (spec 2.5), searched by name, sortable by name and creation (newest first), paged. */
export function VesselsPage() {
  const { t } = useTranslation('commercial');
  const formatDateTime = useFormatDateTime();
  const list = useListState<'name' | 'createdAt'>({ key: 'createdAt', order: 'desc', pageSize: 20 });
  const vessels = useVessels(list.query);

  const columns: Column<Vessel>[] = [
    { key: 'name', header: t('vessels.name'), sortKey: 'name', render: (vessel) => vessel.name },
    { key: 'voyage', header: t('vessels.voyageNumber'), render: (vessel) => vessel.voyageNumber },
    { key: 'agent', header: t('vessels.shippingAgent'), render: (vessel) => vessel.shippingAgent },
    {
      key: 'createdAt',
      header: t('vessels.createdAt'),
      sortKey: 'createdAt',
      render: (vessel) => formatDateTime(vessel.createdAt),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('vessels.title')}</Title>
        <Button component={Link} to={vesselPaths.new()} leftSection={<IconPlus size={18} />}>
          {t('vessels.add')}
        </Button>
      </Group>
      <SearchInput label={t('vessels.search')} value={list.search} onChange={list.setSearch} />
      <FormErrorBanner message={vessels.isError ? errorMessage(vessels.error, fetchFailed) : null} />
      <DataTable
        columns={columns}
        rows={vessels.data?.data ?? []}
        rowKey={(vessel) => vessel.id}
        emptyText={t('vessels.empty')}
        loading={vessels.isPending}
        sort={{ ...list.sort, onToggle: (key) => list.toggleSort(key as 'name' | 'createdAt') }}
        pagination={{ page: list.page, pages: list.pagesOf(vessels.data?.total ?? 0), onChange: list.setPage }}
      />
    </Stack>
  );
}

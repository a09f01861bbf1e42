import { Button, Group, Stack, Title } from '@mantine/core';
import type { ShippingLine } from '@portside/contracts/shipping-lines';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { SearchInput } from '../../../components/search-input';
import { errorMessage } from '../../../lib/api-error';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useShippingLines } from '../api/get-shipping-lines';
import { shippingPaths } from '../paths';

const fetchFailed = 'Failed to fetch shipping lines. Please try again later.';

/** Commercial: the shipping lines (spec 2.5), searched by name, sortable by name and creation, paged by the server. */
export function ShippingLinesPage() {
  const { t } = useTranslation('commercial');
  const formatDateTime = useFormatDateTime();
  const list = useListState<'name' | 'createdAt'>({ key: 'name', order: 'asc', pageSize: 20 });
  const lines = useShippingLines(list.query);

  const columns: Column<ShippingLine>[] = [
    { key: 'name', header: t('shippingLines.name'), sortKey: 'name', render: (line) => line.name },
    {
      key: 'createdAt',
      header: t('shippingLines.createdAt'),
      sortKey: 'createdAt',
      render: (line) => formatDateTime(line.createdAt),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('shippingLines.title')}</Title>
        <Button component={Link} to={shippingPaths.newLine()} leftSection={<IconPlus size={18} />}>
          {t('shippingLines.add')}
        </Button>
      </Group>
      <SearchInput label={t('shippingLines.search')} value={list.search} onChange={list.setSearch} />
      <FormErrorBanner message={lines.isError ? errorMessage(lines.error, fetchFailed) : null} />
      <DataTable
        columns={columns}
        rows={lines.data?.data ?? []}
        rowKey={(line) => line.slId}
        emptyText={t('shippingLines.empty')}
        loading={lines.isPending}
        sort={{ ...list.sort, onToggle: (key) => list.toggleSort(key as 'name' | 'createdAt') }}
        pagination={{ page: list.page, pages: list.pagesOf(lines.data?.total ?? 0), onChange: list.setPage }}
      />
    </Stack>
  );
}

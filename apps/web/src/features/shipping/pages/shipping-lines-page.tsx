import type { ShippingLine } from '@portside/contracts/shipping-lines';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useShippingLines } from '../api/get-shipping-lines';
import { shippingPaths } from '../paths';

const fetchFailed = 'Failed to fetch shipping lines. Please try again later.';

/** Commercial: the shipping lines (spec 2.5), searched by name, sortable by name and creation, paged by the server. */
export function ShippingLinesPage() {
  const { t } = useTranslation('commercial');
  const formatDateTime = useFormatDateTime();
  const list = useListState({ pageSize: 20, sort: { keys: ['name', 'createdAt'], key: 'name', order: 'asc' } });
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
    <ListPage
      title={t('shippingLines.title')}
      add={{ label: t('shippingLines.add'), to: shippingPaths.newLine() }}
      search={t('shippingLines.search')}
      list={list}
      result={lines}
      columns={columns}
      rowKey={(line) => line.slId}
      empty={t('shippingLines.empty')}
      fetchFailed={fetchFailed}
    />
  );
}

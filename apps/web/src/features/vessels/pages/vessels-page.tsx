import type { Vessel } from '@portside/contracts/vessels';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useVessels } from '../api/get-vessels';
import { vesselPaths } from '../paths';

const fetchFailed = 'Failed to fetch vessels';

/** Commercial: the vessels (spec 2.5), searched by name or voyage, sortable by name and creation (newest first). */
export function VesselsPage() {
  const { t } = useTranslation('commercial');
  const formatDateTime = useFormatDateTime();
  const list = useListState({ pageSize: 20, sort: { keys: ['name', 'createdAt'], key: 'createdAt', order: 'desc' } });
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
    <ListPage
      title={t('vessels.title')}
      add={{ label: t('vessels.add'), to: vesselPaths.new() }}
      search={t('vessels.search')}
      list={list}
      result={vessels}
      columns={columns}
      rowKey={(vessel) => vessel.id}
      empty={t('vessels.empty')}
      fetchFailed={fetchFailed}
    />
  );
}

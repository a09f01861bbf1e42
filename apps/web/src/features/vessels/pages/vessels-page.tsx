import type { Vessel } from '@portside/contracts/vessels';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { RegistryPage } from '../../../components/registry-page';
import { useRegistryTexts } from '../../../components/registry-texts';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { vesselsApi } from '../api/vessels-api';
import { VesselFormModal } from '../components/vessel-form-modal';
import { vesselPaths } from '../paths';

const messages = { fetchFailed: 'Failed to fetch vessels', deleteFailed: 'Failed to delete the vessel.' };

/**
 * Commercial: the vessels (spec 2.5), searched by name or voyage, sortable by name and creation (newest first); each
 * corrected in a dialog (name, voyage, agent) or deleted while no work order is recorded for it (issue 25).
 */
export function VesselsPage() {
  const { t } = useTranslation('commercial');
  const formatDateTime = useFormatDateTime();
  const texts = useRegistryTexts<Vessel>(
    { ns: 'commercial', section: 'vessels' },
    (vessel) => `${vessel.name} ${vessel.voyageNumber}`,
    messages,
  );
  const list = useListState({ pageSize: 20, sort: { keys: ['name', 'createdAt'], key: 'createdAt', order: 'desc' } });
  const vessels = vesselsApi.useList(list.query);
  const remove = vesselsApi.useDelete();

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
    <RegistryPage
      texts={texts}
      columns={columns}
      list={list}
      result={vessels}
      remove={remove}
      add={{ to: vesselPaths.new() }}
      form={(props) => <VesselFormModal {...props} title={texts.editTitle} />}
    />
  );
}

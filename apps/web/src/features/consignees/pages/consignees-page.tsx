import type { Consignee } from '@portside/contracts/consignees';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { RegistryPage } from '../../../components/registry-page';
import { useRegistryTexts } from '../../../components/registry-texts';
import { useListState } from '../../../lib/use-list-state';
import { consigneesApi } from '../api/consignees-api';
import { ConsigneeFormModal } from '../components/consignee-form-modal';

const messages = { fetchFailed: 'Failed to fetch consignees', deleteFailed: 'Failed to delete the consignee.' };

/** Admin: canonical consignee names that manifests are matched against, each maybe tied to a client company. */
export function ConsigneesPage() {
  const { t } = useTranslation();
  const texts = useRegistryTexts<Consignee>('consignees', (row) => row.name, messages);
  const list = useListState({ pageSize: 20, sort: { keys: ['name'], key: 'name', order: 'asc' } });
  const rows = consigneesApi.useList(list.query);
  const remove = consigneesApi.useDelete();
  const columns: Column<Consignee>[] = [
    { key: 'name', header: t('consignees.name'), sortKey: 'name', render: (row) => row.name },
    { key: 'company', header: t('consignees.company'), render: (row) => row.companyName ?? '—' },
  ];
  return (
    <RegistryPage
      texts={texts}
      columns={columns}
      list={list}
      result={rows}
      remove={remove}
      form={(props) => <ConsigneeFormModal {...props} title={props.row ? texts.editTitle : texts.addTitle} />}
    />
  );
}

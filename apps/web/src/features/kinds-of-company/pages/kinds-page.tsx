import type { KindOfCompany } from '@portside/contracts/kinds-of-company';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { RegistryPage } from '../../../components/registry-page';
import { useRegistryTexts } from '../../../components/registry-texts';
import { useListState } from '../../../lib/use-list-state';
import { kindsApi } from '../api/kinds-api';
import { KindFormModal } from '../components/kind-form-modal';

const messages = {
  fetchFailed: 'Failed to fetch kinds of company',
  deleteFailed: 'Failed to delete the kind of company.',
};

/** Admin: the kinds of company (spec 2.4), searched and sorted by the server, with add, rename and delete. */
export function KindsPage() {
  const { t } = useTranslation();
  const texts = useRegistryTexts<KindOfCompany>('kinds', (row) => row.name, messages);
  const list = useListState({ pageSize: 20, sort: { keys: ['name'], key: 'name', order: 'asc' } });
  const rows = kindsApi.useList(list.query);
  const remove = kindsApi.useDelete();
  const columns: Column<KindOfCompany>[] = [
    { key: 'name', header: t('kinds.name'), sortKey: 'name', render: (row) => row.name },
  ];
  return (
    <RegistryPage
      texts={texts}
      columns={columns}
      list={list}
      result={rows}
      remove={remove}
      form={(props) => <KindFormModal {...props} title={props.row ? texts.editTitle : texts.addTitle} />}
    />
  );
}

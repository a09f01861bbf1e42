import type { Description } from '@portside/contracts/descriptions';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { RegistryPage } from '../../../components/registry-page';
import { useRegistryTexts } from '../../../components/registry-texts';
import { useListState } from '../../../lib/use-list-state';
import { descriptionsApi } from '../api/descriptions-api';
import { DescriptionFormModal } from '../components/description-form-modal';

const messages = { fetchFailed: 'Failed to fetch descriptions', deleteFailed: 'Failed to delete the description.' };

/** Admin: the kinds of goods that manifest rows are described with. */
export function DescriptionsPage() {
  const { t } = useTranslation();
  const texts = useRegistryTexts<Description>('descriptions', (row) => row.content, messages);
  const list = useListState({ pageSize: 20, sort: { keys: ['content'], key: 'content', order: 'asc' } });
  const rows = descriptionsApi.useList(list.query);
  const remove = descriptionsApi.useDelete();
  const columns: Column<Description>[] = [
    { key: 'content', header: t('descriptions.content'), sortKey: 'content', render: (row) => row.content },
  ];
  return (
    <RegistryPage
      texts={texts}
      columns={columns}
      list={list}
      result={rows}
      remove={remove}
      form={(props) => <DescriptionFormModal {...props} title={props.row ? texts.editTitle : texts.addTitle} />}
    />
  );
}

import type { Company } from '@portside/contracts/companies';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { RegistryPage } from '../../../components/registry-page';
import { useRegistryTexts } from '../../../components/registry-texts';
import { useListState } from '../../../lib/use-list-state';
import { companiesApi } from '../api/companies-api';
import { CompanyFormModal } from '../components/company-form-modal';
import { companyPaths } from '../paths';

const messages = { fetchFailed: 'Failed to fetch companies', deleteFailed: 'Failed to delete the company.' };

/** /admin/companies (spec 2.4): name and kind, searched by name on the server; Add opens Create Company. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const texts = useRegistryTexts<Company>('companies', (row) => row.name, messages);
  const list = useListState({ pageSize: 20, sort: { keys: ['name'], key: 'name', order: 'asc' } });
  const rows = companiesApi.useList(list.query);
  const remove = companiesApi.useDelete();
  const columns: Column<Company>[] = [
    { key: 'name', header: t('companies.name'), sortKey: 'name', render: (row) => row.name },
    { key: 'kind', header: t('companies.kind'), render: (row) => row.kindName },
  ];
  return (
    <RegistryPage
      texts={texts}
      columns={columns}
      list={list}
      result={rows}
      remove={remove}
      add={{ to: companyPaths.new() }}
      form={(props) => <CompanyFormModal {...props} title={texts.editTitle} />}
    />
  );
}

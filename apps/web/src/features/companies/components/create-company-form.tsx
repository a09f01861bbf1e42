import { zodResolver } from '@hookform/resolvers/zod';
import { type CompanyBody, companyBodySchema } from '@portside/contracts/companies';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmedCreateForm } from '../../../components/confirmed-create-form';
import { companiesApi } from '../api/companies-api';
import { CompanyFields, type CompanyValues, companyFields, emptyCompany } from './company-fields';

const createdMessage = 'Company created successfully!';
const failureMessage = 'An error occurred while creating the company';
const resolver = zodResolver(companyBodySchema) as unknown as Resolver<CompanyValues, unknown, CompanyBody>;

/** Create Company (spec 2.4): checked, confirmed in "Submit Company?", sent; the form empties on success. */
export function CreateCompanyForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const save = companiesApi.useSave();
  const form = useForm<CompanyValues, unknown, CompanyBody>({ resolver, defaultValues: emptyCompany });
  return (
    <ConfirmedCreateForm
      form={form}
      fields={companyFields}
      create={async (body) => {
        await save.mutateAsync({ body });
        onCreated();
      }}
      successMessage={createdMessage}
      failureMessage={failureMessage}
      confirmTitle={t('createCompany.confirmTitle')}
      confirmMessage={t('createCompany.confirmMessage')}
    >
      <CompanyFields form={form} />
    </ConfirmedCreateForm>
  );
}

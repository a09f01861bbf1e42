import type { Company, CompanyBody } from '@portside/contracts/companies';
import { companyBodySchema } from '@portside/contracts/companies';
import { useMemo } from 'react';
import { RegistryFormModal } from '../../../components/registry-form-modal';
import { companiesApi } from '../api/companies-api';
import { CompanyFields, type CompanyValues, companyFields } from './company-fields';

const failureMessage = 'Failed to save the company.';

type Props = { opened: boolean; row?: Company; title: string; onClose: () => void; onSaved: (row: Company) => void };

/** Edits a company of the list (new ones are created on their own page). */
export function CompanyFormModal({ row, ...props }: Props) {
  const save = companiesApi.useSave();
  const values = useMemo<CompanyValues>(
    () => ({
      name: row?.name ?? '',
      kindId: row?.kindId ?? null,
      isClient: row?.isClient ?? true,
      tin: row?.tin ?? '',
      registeredAddress: row?.registeredAddress ?? '',
    }),
    [row],
  );
  return (
    <RegistryFormModal<CompanyValues, CompanyBody, Company>
      {...props}
      schema={companyBodySchema}
      values={values}
      fields={companyFields}
      failureMessage={failureMessage}
      saving={save.isPending}
      save={(body, callbacks) => save.mutate({ id: row?.id, version: row?.version, body }, callbacks)}
    >
      {(form) => <CompanyFields form={form} />}
    </RegistryFormModal>
  );
}

import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientCompanies } from '../../../lib/companies/get-client-companies';

type Props = {
  value: number | null;
  /** The name of the company chosen before, shown until the search finds it. */
  initialName: string | null;
  onChange: (id: number | null) => void;
  error?: string;
};

/** A client company searched by name on the server; clearable (a consignee may belong to none). */
export function ClientCompanySelect({ value, initialName, onChange, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const companies = useClientCompanies(q);
  const options = (companies.data?.data ?? []).map((company) => ({ value: String(company.id), label: company.name }));
  if (value !== null && initialName && !options.some((option) => option.value === String(value))) {
    options.unshift({ value: String(value), label: initialName });
  }
  return (
    <Select
      label={t('consignees.company')}
      placeholder={t('consignees.noCompany')}
      searchable
      clearable
      data={options}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id === null ? null : Number(id))}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('consignees.noCompanyFound')}
      error={error}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

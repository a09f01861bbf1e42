import { Checkbox, Select, Textarea, TextInput } from '@mantine/core';
import type { CompanyBody } from '@portside/contracts/companies';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { useKindOptions } from '../api/get-kind-options';

/** The form's values: no kind chosen yet is null (the schema refuses it with its message). */
export type CompanyValues = {
  name: string;
  kindId: number | null;
  isClient: boolean;
  tin: string;
  registeredAddress: string;
};
export const emptyCompany: CompanyValues = { name: '', kindId: null, isClient: true, tin: '', registeredAddress: '' };
export const companyFields = ['name', 'kindId', 'isClient', 'tin', 'registeredAddress'] as const;

const kindsFailedMessage = 'Failed to fetch kinds of company';

/**
 * Name, kind (from the kinds of company), is client, and the TIN and registered address its sales invoices print:
 * shared by Create Company and the edit dialog.
 */
export function CompanyFields({ form }: { form: UseFormReturn<CompanyValues, unknown, CompanyBody> }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const kinds = useKindOptions();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <FormErrorBanner message={kinds.isError ? errorMessage(kinds.error, kindsFailedMessage) : null} />
      <TextInput
        label={t('companies.name')}
        required
        data-autofocus
        error={translate(errors.name?.message)}
        {...register('name')}
      />
      <Controller
        control={control}
        name="kindId"
        render={({ field }) => (
          <Select
            label={t('companies.kind')}
            required
            placeholder={t('companies.kindPlaceholder')}
            searchable
            data={(kinds.data?.data ?? []).map((kind) => ({ value: String(kind.id), label: kind.name }))}
            value={field.value === null ? null : String(field.value)}
            onChange={(value) => field.onChange(value === null ? null : Number(value))}
            onBlur={field.onBlur}
            ref={field.ref}
            error={translate(errors.kindId?.message)}
            comboboxProps={{ withinPortal: false }}
          />
        )}
      />
      <Checkbox label={t('companies.isClient')} {...register('isClient')} />
      <TextInput
        label={t('companies.tin')}
        description={t('settings.tinHelp')}
        maxLength={17}
        error={translate(errors.tin?.message)}
        {...register('tin')}
      />
      <Textarea
        label={t('companies.registeredAddress')}
        maxLength={500}
        minRows={2}
        error={translate(errors.registeredAddress?.message)}
        {...register('registeredAddress')}
      />
    </>
  );
}

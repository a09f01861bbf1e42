import { Checkbox, Select, TextInput } from '@mantine/core';
import type { CompanyBody } from '@portside/contracts/companies';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { useKindOptions } from '../api/get-kind-options';

/** The form's values: no kind chosen yet is null (the schema refuses it with its message). */
export type CompanyValues = { name: string; kindId: number | null; isClient: boolean };
export const emptyCompany: CompanyValues = { name: '', kindId: null, isClient: true };
export const companyFields = ['name', 'kindId', 'isClient'] as const;

const kindsFailedMessage = 'Failed to fetch kinds of company';

/** Name, kind (from the kinds of company) and is client: shared by Create Company and the edit dialog. */
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
    </>
  );
}

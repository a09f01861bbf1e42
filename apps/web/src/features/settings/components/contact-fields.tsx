import { Stack, Table, Textarea, TextInput } from '@mantine/core';
import { contactAddressesMax, type Settings } from '@portside/contracts/settings';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/messages';
import { RemoveRowCell } from './row-cells';
import { RowsTable } from './rows-table';

/** The public contact page (/contact): the terminal's addresses, office hours, phone and e-mail. */
export function ContactFields({ form }: { form: UseFormReturn<Settings> }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'contactAddresses' });
  const errors = formState.errors;
  return (
    <Stack gap="xs">
      <RowsTable
        title={t('settings.contact')}
        headings={[t('settings.contactLabel'), t('settings.contactAddress')]}
        minWidth={560}
        addLabel={t('settings.addAddress')}
        onAdd={() => append({ label: '', address: '' })}
        addDisabled={fields.length >= contactAddressesMax}
      >
        {fields.map((field, index) => (
          <Table.Tr key={field.id}>
            <Table.Td w={220}>
              <TextInput
                aria-label={t('settings.contactLabel')}
                error={translate(errors.contactAddresses?.[index]?.label?.message)}
                {...register(`contactAddresses.${index}.label`)}
              />
            </Table.Td>
            <Table.Td>
              <Textarea
                aria-label={t('settings.contactAddress')}
                rows={1}
                error={translate(errors.contactAddresses?.[index]?.address?.message)}
                {...register(`contactAddresses.${index}.address`)}
              />
            </Table.Td>
            <RemoveRowCell label={t('settings.removeAddress')} onRemove={() => remove(index)} />
          </Table.Tr>
        ))}
      </RowsTable>
      <Stack gap="xs" maw={640}>
        <Textarea
          label={t('settings.officeHours')}
          rows={2}
          error={translate(errors.officeHours?.message)}
          {...register('officeHours')}
        />
        <TextInput
          label={t('settings.contactPhone')}
          maw={320}
          error={translate(errors.contactPhone?.message)}
          {...register('contactPhone')}
        />
        <TextInput
          type="email"
          label={t('settings.contactEmail')}
          maw={420}
          error={translate(errors.contactEmail?.message)}
          {...register('contactEmail')}
        />
      </Stack>
    </Stack>
  );
}

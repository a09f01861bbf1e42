import { Select, Table } from '@mantine/core';
import type { Settings } from '@portside/contracts/settings';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/messages';
import { CategoryCell, NumberCell, RemoveRowCell } from './row-cells';
import { RowsTable } from './rows-table';

const months = Array.from({ length: 12 }, (_, index) => index + 1);

/** CBM targets per category for a year, and optionally for single months of it. */
export function TargetsFields({ form, locale }: { form: UseFormReturn<Settings>; locale: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'targets' });
  const errors = formState.errors.targets;
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date(2000, month - 1));
  const monthOptions = [
    { value: '0', label: t('settings.wholeYear') },
    ...months.map((month) => ({ value: String(month), label: monthName(month) })),
  ];

  return (
    <RowsTable
      title={t('settings.targets')}
      headings={[t('settings.year'), t('settings.month'), t('settings.category'), t('settings.cbm')]}
      minWidth={640}
      addLabel={t('settings.addTarget')}
      onAdd={() => append({ year: new Date().getFullYear(), month: null, category: 'stevedoring', cbm: 0 })}
    >
      {fields.map((field, index) => (
        <Table.Tr key={field.id}>
          <NumberCell
            control={control}
            name={`targets.${index}.year`}
            aria-label={t('settings.year')}
            min={2000}
            max={2100}
            allowDecimal={false}
            error={translate(errors?.[index]?.year?.message)}
          />
          <Table.Td>
            <Controller
              control={control}
              name={`targets.${index}.month`}
              render={({ field: input }) => (
                <Select
                  aria-label={t('settings.month')}
                  data={monthOptions}
                  value={String(input.value ?? 0)}
                  onChange={(value) => input.onChange(value && value !== '0' ? Number(value) : null)}
                  allowDeselect={false}
                  error={translate(errors?.[index]?.month?.message)}
                />
              )}
            />
          </Table.Td>
          <CategoryCell control={control} name={`targets.${index}.category`} />
          <NumberCell
            control={control}
            name={`targets.${index}.cbm`}
            aria-label={t('settings.cbm')}
            min={0}
            decimalScale={3}
            thousandSeparator=","
            error={translate(errors?.[index]?.cbm?.message)}
          />
          <RemoveRowCell label={t('settings.removeTarget')} onRemove={() => remove(index)} />
        </Table.Tr>
      ))}
    </RowsTable>
  );
}

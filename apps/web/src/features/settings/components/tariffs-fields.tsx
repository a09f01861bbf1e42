import { Table } from '@mantine/core';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { type Settings, tariffInForce } from '@portside/contracts/settings';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/messages';
import { useTerminalDay } from '../../../lib/time-zone';
import { BasisCell, CategoryCell, DecimalCell, EffectiveFromCell, RemoveRowCell } from './row-cells';
import { RowsTable } from './rows-table';

/** Effective-dated rates (per CBM or per revenue ton) and VAT per category; the row in force today is marked. */
export function TariffsFields({ form }: { form: UseFormReturn<Settings> }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const today = useTerminalDay();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'tariffs' });
  const tariffs = useWatch({ control, name: 'tariffs' }) ?? [];
  const inForce = new Set(cargoHandlerTypes.map((category) => tariffInForce(tariffs, category, today)));
  const errors = formState.errors.tariffs;

  return (
    <RowsTable
      title={t('settings.tariffs')}
      headings={[
        t('settings.category'),
        t('settings.basis'),
        t('settings.ratePerCbm'),
        t('settings.vatPercent'),
        t('settings.effectiveFrom'),
      ]}
      minWidth={720}
      addLabel={t('settings.addTariff')}
      onAdd={() =>
        append({
          category: 'stevedoring',
          basis: 'cbm',
          ratePerCbm: '0.00',
          vatPercent: '12.00',
          effectiveFrom: today,
        })
      }
    >
      {fields.map((field, index) => (
        <Table.Tr key={field.id}>
          <CategoryCell control={control} name={`tariffs.${index}.category`} />
          <BasisCell control={control} name={`tariffs.${index}.basis`} />
          <DecimalCell
            control={control}
            name={`tariffs.${index}.ratePerCbm`}
            aria-label={t('settings.ratePerCbm')}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            error={translate(errors?.[index]?.ratePerCbm?.message)}
          />
          <DecimalCell
            control={control}
            name={`tariffs.${index}.vatPercent`}
            aria-label={t('settings.vatPercent')}
            min={0}
            max={99.99}
            decimalScale={2}
            suffix="%"
            error={translate(errors?.[index]?.vatPercent?.message)}
          />
          <EffectiveFromCell
            field={register(`tariffs.${index}.effectiveFrom`)}
            error={translate(errors?.[index]?.effectiveFrom?.message)}
            inForce={inForce.has(tariffs[index])}
          />
          <RemoveRowCell label={t('settings.removeTariff')} onRemove={() => remove(index)} />
        </Table.Tr>
      ))}
    </RowsTable>
  );
}

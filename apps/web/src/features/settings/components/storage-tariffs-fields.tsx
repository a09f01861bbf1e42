import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import type { Settings } from '@portside/contracts/settings';
import { cargoClasses, ppaFreeDays, storageTariffInForce, storageTiersMax } from '@portside/contracts/storage';
import { IconPlus, IconX } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/messages';
import { useTerminalDay } from '../../../lib/time-zone';
import { BasisCell, CargoClassCell, DecimalCell, EffectiveFromCell, NumberCell, RemoveRowCell } from './row-cells';
import { RowsTable } from './rows-table';

type Form = UseFormReturn<Settings>;

/** The rates of one storage tariff from a day on: from day N in the terminal, another rate per day. */
function TiersCell({ form, index }: { form: Form; index: number }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: `storageTariffs.${index}.tiers` });
  const freeDays = useWatch({ control, name: `storageTariffs.${index}.freeDays` });
  const baseRate = useWatch({ control, name: `storageTariffs.${index}.ratePerDay` });
  const errors = formState.errors.storageTariffs?.[index]?.tiers;
  const last = fields.at(-1)?.fromDay;

  return (
    <Table.Td>
      <Stack gap={4}>
        {fields.map((field, tier) => (
          <Group key={field.id} gap={4} wrap="nowrap" align="flex-start">
            <Controller
              control={control}
              name={`storageTariffs.${index}.tiers.${tier}.fromDay`}
              render={({ field: input }) => (
                <NumberInput
                  aria-label={t('settings.tierFromDay')}
                  leftSection={<Text size="xs">{t('settings.fromDay')}</Text>}
                  leftSectionWidth={56}
                  w={130}
                  min={1}
                  allowDecimal={false}
                  value={input.value}
                  onChange={(value) => input.onChange(typeof value === 'number' ? value : Number.NaN)}
                  error={translate(errors?.[tier]?.fromDay?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name={`storageTariffs.${index}.tiers.${tier}.ratePerDay`}
              render={({ field: input }) => (
                <NumberInput
                  aria-label={t('settings.tierRate')}
                  w={110}
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  value={input.value}
                  onValueChange={({ value }) => input.onChange(value)}
                  error={translate(errors?.[tier]?.ratePerDay?.message)}
                />
              )}
            />
            <ActionIcon variant="subtle" color="red" aria-label={t('settings.removeTier')} onClick={() => remove(tier)}>
              <IconX size={14} />
            </ActionIcon>
          </Group>
        ))}
        {fields.length < storageTiersMax && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => append({ fromDay: (last ?? (Number(freeDays) || 0)) + 30, ratePerDay: baseRate || '0.00' })}
          >
            {t('settings.addTier')}
          </Button>
        )}
      </Stack>
    </Table.Td>
  );
}

/**
 * Storage per cargo class, effective-dated: free days after the last discharge, a rate per day before VAT, raised by
 * tiers from the days they name; the row of each class in force today is marked.
 */
export function StorageTariffsFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const today = useTerminalDay();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'storageTariffs' });
  const tariffs = useWatch({ control, name: 'storageTariffs' }) ?? [];
  const inForce = new Set(cargoClasses.map((cargoClass) => storageTariffInForce(tariffs, cargoClass, today)));
  const errors = formState.errors.storageTariffs;

  return (
    <RowsTable
      title={t('settings.storageTariffs')}
      headings={[
        t('settings.cargoClass'),
        t('settings.basis'),
        t('settings.freeDays'),
        t('settings.ratePerDay'),
        t('settings.tiers'),
        t('settings.vatPercent'),
        t('settings.effectiveFrom'),
      ]}
      minWidth={1100}
      addLabel={t('settings.addStorageTariff')}
      onAdd={() =>
        append({
          cargoClass: 'import',
          basis: 'revenueTon',
          freeDays: ppaFreeDays.import,
          ratePerDay: '0.00',
          tiers: [],
          vatPercent: '12.00',
          effectiveFrom: today,
        })
      }
    >
      {fields.map((field, index) => (
        <Table.Tr key={field.id}>
          <CargoClassCell control={control} name={`storageTariffs.${index}.cargoClass`} />
          <BasisCell control={control} name={`storageTariffs.${index}.basis`} />
          <NumberCell
            control={control}
            name={`storageTariffs.${index}.freeDays`}
            aria-label={t('settings.freeDays')}
            min={0}
            max={365}
            allowDecimal={false}
            w={90}
            error={translate(errors?.[index]?.freeDays?.message)}
          />
          <DecimalCell
            control={control}
            name={`storageTariffs.${index}.ratePerDay`}
            aria-label={t('settings.ratePerDay')}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            w={120}
            error={translate(errors?.[index]?.ratePerDay?.message)}
          />
          <TiersCell form={form} index={index} />
          <DecimalCell
            control={control}
            name={`storageTariffs.${index}.vatPercent`}
            aria-label={t('settings.vatPercent')}
            min={0}
            max={99.99}
            decimalScale={2}
            suffix="%"
            w={90}
            error={translate(errors?.[index]?.vatPercent?.message)}
          />
          <EffectiveFromCell
            field={register(`storageTariffs.${index}.effectiveFrom`)}
            error={translate(errors?.[index]?.effectiveFrom?.message)}
            inForce={inForce.has(tariffs[index])}
          />
          <RemoveRowCell label={t('settings.removeStorageTariff')} onRemove={() => remove(index)} />
        </Table.Tr>
      ))}
    </RowsTable>
  );
}

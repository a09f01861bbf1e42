import { ActionIcon, Badge, Group, NumberInput, type NumberInputProps, Select, Table, TextInput } from '@mantine/core';
import { tariffBases } from '@portside/contracts/billing';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import type { Settings } from '@portside/contracts/settings';
import { cargoClasses } from '@portside/contracts/storage';
import { IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type FieldPath, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type CellProps = { control: Control<Settings>; name: FieldPath<Settings> };

/** A number of a settings row; an empty input becomes NaN so that the schema reports the field. */
export function NumberCell({ control, name, ...input }: CellProps & Omit<NumberInputProps, 'value' | 'onChange'>) {
  return (
    <Table.Td>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <NumberInput
            {...input}
            value={field.value as number}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          />
        )}
      />
    </Table.Td>
  );
}

/**
 * A decimal of a settings row (money, a rate), kept as the text typed and never as a float (docs/decisions.md); the
 * schema reads it with its places completed.
 */
export function DecimalCell({ control, name, ...input }: CellProps & Omit<NumberInputProps, 'value' | 'onChange'>) {
  return (
    <Table.Td>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <NumberInput {...input} value={field.value as string} onValueChange={({ value }) => field.onChange(value)} />
        )}
      />
    </Table.Td>
  );
}

type Choice = { value: string; label: string };

/** One of a few values of a settings row, chosen from a list. */
export function ChoiceCell({
  control,
  name,
  label,
  data,
  ...select
}: CellProps & { label: string; data: Choice[]; miw?: number }) {
  return (
    <Table.Td>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            aria-label={label}
            data={data}
            value={field.value as string}
            onChange={(value) => value && field.onChange(value)}
            allowDeselect={false}
            {...select}
          />
        )}
      />
    </Table.Td>
  );
}

/** The category (stevedoring or arrastre) of a settings row. */
export function CategoryCell(props: CellProps) {
  const { t } = useTranslation();
  const data = cargoHandlerTypes.map((value) => ({ value, label: t(`cargoHandlers.types.${value}`) }));
  return <ChoiceCell {...props} label={t('settings.category')} data={data} />;
}

/** What a tariff charges on: per CBM, or per revenue ton. */
export function BasisCell(props: CellProps) {
  const { t } = useTranslation();
  const data = tariffBases.map((value) => ({ value, label: t(`settings.bases.${value}`) }));
  return <ChoiceCell {...props} label={t('settings.basis')} data={data} miw={160} />;
}

/** The cargo class (import, export, domestic, transhipment) of a storage tariff. */
export function CargoClassCell(props: CellProps) {
  const { t } = useTranslation();
  const data = cargoClasses.map((value) => ({ value, label: t(`cargoClasses.${value}`) }));
  return <ChoiceCell {...props} label={t('settings.cargoClass')} data={data} miw={140} />;
}

/** The day a tariff row takes effect, marked when it is the one in force today. */
export function EffectiveFromCell({
  field,
  error,
  inForce,
}: {
  field: UseFormRegisterReturn;
  error: string;
  inForce: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap">
        <TextInput type="date" aria-label={t('settings.effectiveFrom')} error={error} {...field} />
        {inForce && (
          <Badge color="green" style={{ flexShrink: 0 }}>
            {t('settings.inForce')}
          </Badge>
        )}
      </Group>
    </Table.Td>
  );
}

export function RemoveRowCell({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Table.Td>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Table.Td>
  );
}

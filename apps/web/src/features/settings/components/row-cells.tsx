import { ActionIcon, NumberInput, type NumberInputProps, Select, Table } from '@mantine/core';
import { tariffBases } from '@portside/contracts/billing';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import type { Settings } from '@portside/contracts/settings';
import { IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
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

/** The category (stevedoring or arrastre) of a settings row. */
export function CategoryCell({ control, name }: CellProps) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            aria-label={t('settings.category')}
            data={cargoHandlerTypes.map((value) => ({ value, label: t(`cargoHandlers.types.${value}`) }))}
            value={field.value as string}
            onChange={(value) => value && field.onChange(value)}
            allowDeselect={false}
          />
        )}
      />
    </Table.Td>
  );
}

/** What a tariff charges on: per CBM, or per revenue ton. */
export function BasisCell({ control, name }: CellProps) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            aria-label={t('settings.basis')}
            data={tariffBases.map((value) => ({ value, label: t(`settings.bases.${value}`) }))}
            value={field.value as string}
            onChange={(value) => value && field.onChange(value)}
            allowDeselect={false}
            miw={160}
          />
        )}
      />
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

import { Button, Group, Text, TextInput } from '@mantine/core';
import type { Dispatch, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ItemTableAction, ItemTableState } from '../model/item-table';
import type { RowProblem } from '../model/row-problems';
import { ItemSummary } from './item-summary';
import { ItemTable } from './item-table';
import { RowProblemsBanner } from './row-problems-banner';

/** The arrival date of the header block, a field of the page's form. */
export function ArrivalDateInput({ field, error }: { field: UseFormRegisterReturn; error: string }) {
  const { t } = useTranslation('commercial');
  return (
    <TextInput type="date" label={t('workOrder.header.arrivalDate')} required maw={220} error={error} {...field} />
  );
}

type ItemsEditorProps = {
  table: ItemTableState;
  dispatch: Dispatch<ItemTableAction>;
  problems: readonly RowProblem[];
  /** The form's submit button: Submit Work Order on a new one, Save changes on a draft. */
  submit: { label: string; icon: ReactNode; pending: boolean };
};

/** The item table with its summaries, the refusals of the last attempt, and the form's submit button. */
export function ItemsEditor({ table, dispatch, problems, submit }: ItemsEditorProps) {
  const { t } = useTranslation('commercial');
  return (
    <>
      <ItemTable state={table} dispatch={dispatch} />
      <ItemSummary rows={table.rows} />
      <RowProblemsBanner problems={problems} />
      <Group>
        <Button type="submit" leftSection={submit.icon} loading={submit.pending} disabled={table.editing !== null}>
          {submit.label}
        </Button>
        {table.editing && (
          <Text size="sm" c="dimmed">
            {t('workOrder.finishEditing')}
          </Text>
        )}
      </Group>
    </>
  );
}

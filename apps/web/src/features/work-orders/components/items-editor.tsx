import { Button, Group, Text, TextInput } from '@mantine/core';
import { type Dispatch, type ReactNode, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ItemTableAction, ItemTableState } from '../model/item-table';
import type { RowProblem } from '../model/row-problems';
import { IncompleteVehicles, ItemSummary } from './item-summary';
import { ItemTable, type RowRequest } from './item-table';
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
  /** The problems of the last submit or save attempt (useRowProblems). */
  problems: { problems: readonly RowProblem[]; attempt: unknown };
  /** The form's submit button: Submit Work Order on a new one, Save changes on a draft. */
  submit: { label: string; icon: ReactNode; pending: boolean };
};

/**
 * The item table with what blocks the submit above it (the refusals of the last attempt, the count of incomplete
 * vehicles: a manifest's table runs thousands of pixels down), its summaries, and the form's submit button.
 */
export function ItemsEditor({ table, dispatch, problems, submit }: ItemsEditorProps) {
  const { t } = useTranslation('commercial');
  const [reveal, setReveal] = useState<RowRequest | null>(null);
  return (
    <>
      <RowProblemsBanner
        problems={problems.problems}
        attempt={problems.attempt}
        onShowRow={(key) => setReveal({ key })}
      />
      <IncompleteVehicles rows={table.rows} />
      <ItemTable state={table} dispatch={dispatch} reveal={reveal} />
      <ItemSummary rows={table.rows} />
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

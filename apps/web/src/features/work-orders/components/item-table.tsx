import { Button, Checkbox, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconEdit, IconTrash, IconX } from '@tabler/icons-react';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyRow } from '../../../components/empty-row';
import { Pager } from '../../../components/pager';
import { incompleteSubItemsOf } from '../model/item-rows';
import { hasOpenSuggestion, type ItemTableAction, type ItemTableState } from '../model/item-table';
import { ItemRowView, itemColumns, itemRowId } from './item-row';

/** A manifest can hold a thousand BLs and more: the browser shows them a page at a time. */
export const itemPageSize = 50;

/** A row to bring into view and focus (a new object each time, so the same row can be asked for again). */
export type RowRequest = { key: string };

type ItemTableProps = { state: ItemTableState; dispatch: Dispatch<ItemTableAction>; reveal: RowRequest | null };

/** The cargo items (spec 2.5): select rows, Edit them, Save or Cancel, delete them, apply consignee suggestions. */
export function ItemTable({ state, dispatch, reveal }: ItemTableProps) {
  const { t } = useTranslation('commercial');
  const { t: tc } = useTranslation();
  const [page, setPage] = useState(1);
  const [onlyIncomplete, setOnlyIncomplete] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { rows, selected, editing } = state;

  const incompleteRows = rows.filter((row) => incompleteSubItemsOf(row) > 0).length;
  const filtering = onlyIncomplete && incompleteRows > 0;
  // Rows being edited stay on screen when their vehicles become complete.
  const shown = filtering ? rows.filter((row) => incompleteSubItemsOf(row) > 0 || editing?.keys.has(row.key)) : rows;
  const pages = Math.max(1, Math.ceil(shown.length / itemPageSize));
  const current = Math.min(page, pages);
  const visible = shown.slice((current - 1) * itemPageSize, current * itemPageSize);
  const shownSelected = shown.filter((row) => selected.has(row.key)).length;
  const openSuggestions = rows.filter(hasOpenSuggestion).length;

  // A problem's row: its page is shown (without the filter, which may hide it), then it is scrolled to and focused.
  const [revealed, setRevealed] = useState<RowRequest | null>(null);
  if (reveal !== revealed) {
    setRevealed(reveal);
    const index = reveal ? rows.findIndex((row) => row.key === reveal.key) : -1;
    if (index >= 0) {
      setOnlyIncomplete(false);
      setPage(Math.floor(index / itemPageSize) + 1);
    }
  }
  const focused = useRef<RowRequest | null>(null);
  const revealOnPage = reveal !== null && visible.some((row) => row.key === reveal.key);
  useEffect(() => {
    if (!revealOnPage || !reveal || focused.current === reveal) return;
    const element = document.getElementById(itemRowId(reveal.key));
    if (!element) return;
    focused.current = reveal;
    element.scrollIntoView({ block: 'center' });
    (element.querySelector<HTMLElement>('input:not(:disabled), textarea') ?? element).focus();
  }, [reveal, revealOnPage]);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          {editing ? (
            <>
              <Button size="xs" leftSection={<IconDeviceFloppy size={16} />} onClick={() => dispatch({ type: 'save' })}>
                {t('workOrder.table.save')}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={16} />}
                onClick={() => dispatch({ type: 'cancel' })}
              >
                {t('workOrder.table.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button
                size="xs"
                leftSection={<IconEdit size={16} />}
                disabled={selected.size === 0}
                onClick={() => dispatch({ type: 'edit' })}
              >
                {t('workOrder.table.edit')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                disabled={selected.size === 0}
                onClick={() => setConfirmDelete(true)}
              >
                {t('workOrder.table.delete')}
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCheck size={16} />}
                disabled={openSuggestions === 0}
                onClick={() => dispatch({ type: 'applyAll' })}
              >
                {t('workOrder.table.applyAll', { count: openSuggestions })}
              </Button>
            </>
          )}
          <Text size="sm" c="dimmed">
            {t('workOrder.table.selected', { count: selected.size })}
          </Text>
        </Group>
        {incompleteRows > 0 && (
          <Switch
            label={t('workOrder.table.onlyIncomplete')}
            checked={onlyIncomplete}
            onChange={(event) => {
              setOnlyIncomplete(event.currentTarget.checked);
              setPage(1);
            }}
          />
        )}
      </Group>
      {/* Its own bounded scroll: the header row stays on top, and the horizontal scrollbar stays on the screen. */}
      <Table.ScrollContainer
        type="native"
        minWidth={1600}
        maxHeight="70vh"
        tabIndex={0}
        role="region"
        aria-label={t('workOrder.table.scrollLabel')}
      >
        <Table stickyHeader withTableBorder verticalSpacing="xs" aria-label={t('workOrder.table.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('workOrder.table.selectAll')}
                  checked={shown.length > 0 && shownSelected === shown.length}
                  indeterminate={shownSelected > 0 && shownSelected < shown.length}
                  disabled={editing !== null || shown.length === 0}
                  onChange={(event) =>
                    dispatch({
                      type: 'selectAll',
                      keys: shown.map((row) => row.key),
                      selected: event.currentTarget.checked,
                    })
                  }
                />
              </Table.Th>
              {itemColumns.map((column) => (
                <Table.Th key={column.field} ta={column.kind === 'number' ? 'end' : undefined}>
                  {t(`workOrder.columns.${column.field}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row) => (
              <ItemRowView
                key={row.key}
                row={row}
                selected={selected.has(row.key)}
                editing={editing?.keys.has(row.key) ?? false}
                locked={editing !== null}
                dispatch={dispatch}
              />
            ))}
            {visible.length === 0 && <EmptyRow columns={itemColumns.length + 1} text={t('workOrder.table.empty')} />}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager page={current} pages={pages} onChange={setPage} />
      <ConfirmDialog
        opened={confirmDelete}
        title={t('workOrder.table.deleteTitle', { count: selected.size })}
        message={t('workOrder.table.deleteMessage')}
        cancelLabel={tc('common.cancel')}
        confirmLabel={tc('common.delete')}
        deletes
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          dispatch({ type: 'deleteSelected' });
          setConfirmDelete(false);
        }}
      />
    </Stack>
  );
}

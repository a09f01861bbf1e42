import { Badge, Box, Button, Checkbox, Group, List, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import type { RowDoubt } from '@portside/contracts/manifests';
import { workOrderMessages } from '@portside/contracts/work-orders';
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { type ChangeEvent, type Dispatch, type KeyboardEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../lib/format-number';
import { useMessage } from '../../../lib/messages';
import {
  doubtedFields,
  doubtOf,
  type ItemRow,
  incompleteSubItemsOf,
  type NumberField,
  needsTooManyVehicles,
  numberEntry,
  type RowFields,
} from '../model/item-rows';
import type { ItemTableAction } from '../model/item-table';
import { ConsigneeCell } from './consignee-cell';
import { SubItemsPanel } from './sub-items-panel';

type TextField = 'blNo' | 'marksAndNumbers' | 'shipper' | 'description' | 'stevedoring' | 'arrastre';
export type ItemColumn =
  | { field: TextField; kind: 'text'; multiline?: boolean }
  | { field: NumberField; kind: 'number'; format: 'count' | 'weight' | 'cbm' }
  | { field: 'consignee'; kind: 'consignee' }
  | { field: 'subItems'; kind: 'vehicles' };

/** The columns of spec 2.5's item table; the vehicles come next to the packages they count, in sight. */
export const itemColumns: ItemColumn[] = [
  { field: 'blNo', kind: 'text' },
  { field: 'marksAndNumbers', kind: 'text', multiline: true },
  { field: 'shipper', kind: 'text' },
  { field: 'consignee', kind: 'consignee' },
  { field: 'noPackages', kind: 'number', format: 'count' },
  { field: 'subItems', kind: 'vehicles' },
  { field: 'description', kind: 'text', multiline: true },
  { field: 'grossWeight', kind: 'number', format: 'weight' },
  { field: 'cbmSo', kind: 'number', format: 'cbm' },
  { field: 'stevedoring', kind: 'text' },
  { field: 'arrastre', kind: 'text' },
];

/** The element of a row, which a problem of the list scrolls to. */
export const itemRowId = (key: string) => `item-row-${key}`;
const doubtsId = (key: string) => `item-doubts-${key}`;

type ItemRowViewProps = {
  row: ItemRow;
  selected: boolean;
  /** This row is one of those Edit turned into inputs. */
  editing: boolean;
  /** Some rows are being edited: selection waits for Save or Cancel. */
  locked: boolean;
  dispatch: Dispatch<ItemTableAction>;
};

/** One BL of the item table, read-only or as inputs, with its vehicles in a panel underneath. */
export const ItemRowView = memo(function ItemRowView({ row, selected, editing, locked, dispatch }: ItemRowViewProps) {
  const { t } = useTranslation('commercial');
  const formats = useFormatNumber();
  const translate = useMessage();
  // The vehicles open by themselves while the row is edited, until the user closes them.
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const open = expanded ?? editing;
  const incomplete = incompleteSubItemsOf(row);
  const change = (patch: Partial<RowFields>) => dispatch({ type: 'update', key: row.key, patch });
  // A typed package count or handler reaches the vehicles when the input is committed, not per keystroke.
  const settle = () => dispatch({ type: 'settle', key: row.key });
  const settleOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') settle();
  };
  const doubtText = (doubt: RowDoubt) => {
    const field = t(`workOrder.columns.${doubtedFields[doubt.field]}`);
    if (doubt.kind === 'unlike') return t('workOrder.doubts.unlike', { field, printed: doubt.printed });
    if (doubt.kind === 'unsure') return t('workOrder.doubts.unsure', { field, printed: doubt.printed });
    return doubt.kind === 'unread'
      ? t('workOrder.doubts.unread', { field, printed: doubt.printed })
      : t('workOrder.doubts.missing', { field });
  };

  // What the parser could not read shows on the row itself: a blank cell says so, and the list is under the row.
  const nothingRead = (
    <Text size="sm" c="red.9">
      {t('workOrder.doubts.nothingRead')}
    </Text>
  );
  const cell = (column: ItemColumn) => {
    const label = t(`workOrder.columns.${column.field}`);
    if (column.kind === 'consignee') {
      return (
        <ConsigneeCell
          row={row}
          editing={editing}
          dispatch={dispatch}
          blank={doubtOf(row, 'consignee') ? nothingRead : null}
        />
      );
    }
    if (column.kind === 'vehicles') {
      if (needsTooManyVehicles(row)) {
        return (
          <Text size="sm" c="red.9" maw={200}>
            {translate(workOrderMessages.tooManySubItems)}
          </Text>
        );
      }
      if (row.subItems.length === 0) return null;
      return (
        <Stack gap={4} align="flex-start">
          <Button
            size="compact-xs"
            variant="subtle"
            aria-expanded={open}
            leftSection={open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            onClick={() => setExpanded(!open)}
          >
            {t('workOrder.subItems.toggle', { count: row.subItems.length, number: formats.count(row.subItems.length) })}
          </Button>
          {incomplete > 0 && (
            <Badge color="red" size="sm" variant="light">
              {t('workOrder.subItems.incomplete', { count: incomplete, number: formats.count(incomplete) })}
            </Badge>
          )}
        </Stack>
      );
    }
    if (column.kind === 'number') {
      const entry = row.entries?.[column.field];
      const typed = entry === undefined ? undefined : numberEntry(column.field, entry);
      const error = typed && 'message' in typed ? translate(typed.message) : undefined;
      if (!editing) {
        if (entry === '' && doubtOf(row, column.field)) return nothingRead;
        if (entry !== undefined) {
          return (
            <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
              {entry || '—'}
            </Text>
          );
        }
        return formats[column.format](row[column.field]);
      }
      // Text, not a number input: what is typed stays as typed, and anything but a number is a field error.
      return (
        <TextInput
          size="xs"
          w={110}
          inputMode={column.format === 'count' ? 'numeric' : 'decimal'}
          styles={{ input: { textAlign: 'end' } }}
          aria-label={label}
          value={entry ?? String(row[column.field])}
          error={error}
          onChange={(event) =>
            dispatch({ type: 'typeNumber', key: row.key, field: column.field, text: event.currentTarget.value })
          }
          onBlur={settle}
          onKeyDown={settleOnEnter}
        />
      );
    }
    const value = row[column.field];
    if (!editing) {
      if (!value.trim() && doubtOf(row, column.field)) return nothingRead;
      const marker = column.field === 'blNo' && row.doubts && (
        <Group gap={4} wrap="nowrap" c="red.9" aria-describedby={doubtsId(row.key)}>
          <IconAlertTriangle size={14} aria-hidden />
          <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {t('workOrder.doubts.marker', { count: row.doubts.length })}
          </Text>
        </Group>
      );
      return (
        <Stack gap={4} align="flex-start">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {value}
          </Text>
          {marker}
        </Stack>
      );
    }
    const input = {
      size: 'xs',
      miw: column.field === 'blNo' ? 140 : 220,
      'aria-label': label,
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        change({ [column.field]: event.currentTarget.value }),
      onBlur: settle,
    } as const;
    return column.multiline ? (
      <Textarea rows={2} resize="vertical" {...input} />
    ) : (
      <TextInput onKeyDown={settleOnEnter} {...input} />
    );
  };

  return (
    <>
      <Table.Tr id={itemRowId(row.key)} tabIndex={-1} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
        <Table.Td>
          <Checkbox
            aria-label={t('workOrder.table.selectRow', { blNo: row.blNo })}
            checked={selected}
            disabled={locked}
            onChange={() => dispatch({ type: 'toggle', key: row.key })}
          />
        </Table.Td>
        {itemColumns.map((column) => (
          <Table.Td key={column.field} ta={column.kind === 'number' ? 'end' : undefined}>
            {cell(column)}
          </Table.Td>
        ))}
      </Table.Tr>
      {row.doubts && (
        <Table.Tr bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
          <Table.Td colSpan={itemColumns.length + 1} pt={0}>
            {/* Kept in sight while the table scrolls sideways (a phone shows the first columns only). */}
            <Box id={doubtsId(row.key)} pos="sticky" style={{ insetInlineStart: 0 }} maw="min(100%, 90vw)">
              <Text size="xs" fw={700}>
                {t('workOrder.doubts.title', { blNo: row.blNo })}
              </Text>
              <List size="xs" withPadding style={{ overflowWrap: 'anywhere' }}>
                {row.doubts.map((doubt) => (
                  <List.Item key={doubt.field}>{doubtText(doubt)}</List.Item>
                ))}
              </List>
            </Box>
          </Table.Td>
        </Table.Tr>
      )}
      {open && row.subItems.length > 0 && (
        <Table.Tr>
          <Table.Td colSpan={itemColumns.length + 1}>
            <SubItemsPanel
              blNo={row.blNo}
              subItems={row.subItems}
              edit={editing ? { rowKey: row.key, dispatch } : undefined}
            />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
});

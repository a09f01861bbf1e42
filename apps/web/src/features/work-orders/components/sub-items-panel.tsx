import { ActionIcon, Group, NumberInput, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { isIncompleteSubItem, type SubItem, subItemInputSchema } from '@portside/contracts/work-orders';
import { IconArrowBarToDown, IconTrash } from '@tabler/icons-react';
import { type ClipboardEvent, type Dispatch, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { useFormatNumber } from '../../../lib/format-number';
import { useMessage } from '../../../lib/messages';
import type { SubItemFields } from '../model/item-rows';
import type { ItemTableAction } from '../model/item-table';
import {
  canFillDown,
  clipboardCells,
  fillableFields,
  isCellBlock,
  pastedPatches,
  type VehicleField,
} from '../model/vehicles';
import { type VehicleNotice, VehicleTools } from './vehicle-tools';

/** A vehicle as stored (blank details null) or as the editor holds it (blank texts ''). */
type VehicleRow = Omit<SubItem, 'id'> & { key: string };

type SubItemsPanelProps = {
  blNo: string;
  subItems: readonly VehicleRow[];
  /** The row of the item table whose vehicles become inputs; without it they are read-only. */
  edit?: { rowKey: string; dispatch: Dispatch<ItemTableAction> };
};

const texts = ['vehicleMaker', 'vehicleModel', 'chassisNo'] as const;
const measures = ['lengthCm', 'widthCm', 'heightCm', 'cbm'] as const;
const dash = '—';
/** Vehicles shown at once: a BL of a car carrier has thousands, each a line of seven inputs. */
export const vehiclesPerPage = 50;

/**
 * The vehicles of one BL (spec 3 sub-items): maker, model, chassis, L/W/H in cm and CBM, a page of them at a time;
 * inputs while its row is edited, else read-only (the item table and the work order view page). While edited, a block
 * of cells copied from a spreadsheet and pasted into an input fills the vehicles from there, a column's values fill
 * its empty cells below them, and a vehicle list fills the vehicles (VehicleTools).
 */
export function SubItemsPanel({ blNo, subItems, edit }: SubItemsPanelProps) {
  const { t } = useTranslation('commercial');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<VehicleNotice | null>(null);
  const pages = Math.ceil(subItems.length / vehiclesPerPage);
  const first = (Math.min(page, Math.max(pages, 1)) - 1) * vehiclesPerPage;
  const shown = subItems.slice(first, first + vehiclesPerPage);

  return (
    <Stack gap="xs" align="flex-start">
      {edit && (
        <VehicleTools
          vehicles={subItems.length}
          notice={notice}
          onNotice={setNotice}
          onImport={(patches) => edit.dispatch({ type: 'patchVehicles', key: edit.rowKey, from: 0, patches })}
        />
      )}
      <Table withTableBorder fz="xs" w="auto" aria-label={t('workOrder.subItems.title', { blNo })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workOrder.subItems.number')}</Table.Th>
            {[...texts, ...measures].map((field) => (
              <Table.Th key={field}>
                <Group gap={4} wrap="nowrap">
                  {t(`workOrder.subItems.${field}`)}
                  {edit && fillableFields.includes(field) && <FillDown field={field} subItems={subItems} edit={edit} />}
                </Group>
              </Table.Th>
            ))}
            {edit && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((sub, shownIndex) => (
            <VehicleLine
              key={sub.key}
              sub={sub}
              index={first + shownIndex}
              vehicles={subItems.length}
              rowKey={edit?.rowKey}
              dispatch={edit?.dispatch}
              onNotice={setNotice}
            />
          ))}
        </Table.Tbody>
      </Table>
      <Pager page={Math.min(page, pages)} pages={pages} onChange={setPage} />
    </Stack>
  );
}

type VehicleLineProps = {
  sub: VehicleRow;
  /** Its place among the BL's vehicles, from 0. */
  index: number;
  vehicles: number;
  /** The item table's row and dispatch while the row is edited: given apart, so that a line's props stay the same. */
  rowKey: string | undefined;
  dispatch: Dispatch<ItemTableAction> | undefined;
  onNotice: (notice: VehicleNotice) => void;
};

/**
 * One vehicle: read-only, or inputs while its row is edited. Memoised: typing in one vehicle renders that line only,
 * not the page's 50 lines of seven inputs.
 */
const VehicleLine = memo(function VehicleLine({ sub, index, vehicles, rowKey, dispatch, onNotice }: VehicleLineProps) {
  const { t } = useTranslation('commercial');
  const formats = useFormatNumber();
  const translate = useMessage();
  const edit = rowKey !== undefined && dispatch ? { rowKey, dispatch } : undefined;
  const change = (patch: Partial<SubItemFields>) =>
    edit?.dispatch({ type: 'updateSubItem', key: edit.rowKey, subKey: sub.key, patch });
  const paste = (field: VehicleField) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!edit || !isCellBlock(text)) return;
    event.preventDefault();
    const { patches, unread, labels } = pastedPatches(clipboardCells(text), field);
    edit.dispatch({ type: 'patchVehicles', key: edit.rowKey, from: index, patches });
    const filled = Math.min(patches.length, vehicles - index);
    onNotice({ kind: 'pasted', from: index + 1, filled, left: patches.length - filled, unread, labels });
  };
  const fieldLabel = (field: VehicleField) =>
    t('workOrder.subItems.fieldOf', { field: t(`workOrder.subItems.${field}`), number: index + 1 });

  return (
    <Table.Tr bg={isIncompleteSubItem(sub) ? 'var(--mantine-color-red-light)' : undefined}>
      <Table.Td>{index + 1}</Table.Td>
      {texts.map((field) => (
        <Table.Td key={field}>
          {edit ? (
            <TextInput
              size="xs"
              w={field === 'chassisNo' ? 200 : 150}
              aria-label={fieldLabel(field)}
              value={sub[field] ?? ''}
              onPaste={paste(field)}
              onChange={(event) => change({ [field]: event.currentTarget.value })}
            />
          ) : (
            <Text size="xs">{sub[field] || dash}</Text>
          )}
        </Table.Td>
      ))}
      {measures.map((field) => {
        const value = sub[field];
        const format = field === 'cbm' ? formats.cbm : formats.measure;
        const checked = subItemInputSchema.shape[field].safeParse(value);
        return (
          <Table.Td key={field} ta="end">
            {edit ? (
              <NumberInput
                size="xs"
                w={90}
                decimalScale={2}
                hideControls
                styles={{ input: { textAlign: 'end' } }}
                error={checked.success ? undefined : translate(checked.error.issues[0]?.message)}
                aria-label={fieldLabel(field)}
                value={value ?? ''}
                onPaste={paste(field)}
                onChange={(next) => change({ [field]: typeof next === 'number' ? next : null })}
              />
            ) : (
              <Text size="xs">{value === null ? dash : format(value)}</Text>
            )}
          </Table.Td>
        );
      })}
      {edit && (
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('workOrder.subItems.delete', { number: index + 1 })}
            onClick={() => edit.dispatch({ type: 'deleteSubItem', key: edit.rowKey, subKey: sub.key })}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Table.Td>
      )}
    </Table.Tr>
  );
});

type FillDownProps = {
  field: VehicleField;
  subItems: readonly VehicleRow[];
  edit: NonNullable<SubItemsPanelProps['edit']>;
};

/** The column's empty cells take the value above them; offered while one has a filled cell above it. */
function FillDown({ field, subItems, edit }: FillDownProps) {
  const { t } = useTranslation('commercial');
  const label = t('workOrder.vehicles.fillDown', { field: t(`workOrder.subItems.${field}`) });
  return (
    <Tooltip label={label}>
      <ActionIcon
        size="xs"
        variant="subtle"
        aria-label={label}
        disabled={!canFillDown(subItems, field)}
        onClick={() => edit.dispatch({ type: 'fillDown', key: edit.rowKey, field })}
      >
        <IconArrowBarToDown size={14} />
      </ActionIcon>
    </Tooltip>
  );
}

import { ActionIcon, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { isIncompleteSubItem, type SubItem, subItemInputSchema } from '@portside/contracts/work-orders';
import { IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../lib/format-number';
import { useMessage } from '../../../lib/messages';
import type { SubItemFields } from '../model/item-rows';
import type { ItemTableAction } from '../model/item-table';

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

/**
 * The vehicles of one BL (spec 3 sub-items): maker, model, chassis, L/W/H in cm and CBM; inputs while its row is
 * edited, else read-only (the item table and the work order view page).
 */
export function SubItemsPanel({ blNo, subItems, edit }: SubItemsPanelProps) {
  const { t } = useTranslation('commercial');
  const formats = useFormatNumber();
  const translate = useMessage();
  const change = (subKey: string, patch: Partial<SubItemFields>) =>
    edit?.dispatch({ type: 'updateSubItem', key: edit.rowKey, subKey, patch });

  return (
    <Table withTableBorder fz="xs" w="auto" aria-label={t('workOrder.subItems.title', { blNo })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('workOrder.subItems.number')}</Table.Th>
          {[...texts, ...measures].map((field) => (
            <Table.Th key={field}>{t(`workOrder.subItems.${field}`)}</Table.Th>
          ))}
          {edit && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {subItems.map((sub, index) => (
          <Table.Tr key={sub.key} bg={isIncompleteSubItem(sub) ? 'var(--mantine-color-red-light)' : undefined}>
            <Table.Td>{index + 1}</Table.Td>
            {texts.map((field) => (
              <Table.Td key={field}>
                {edit ? (
                  <TextInput
                    size="xs"
                    w={field === 'chassisNo' ? 200 : 150}
                    aria-label={t('workOrder.subItems.fieldOf', {
                      field: t(`workOrder.subItems.${field}`),
                      number: index + 1,
                    })}
                    value={sub[field] ?? ''}
                    onChange={(event) => change(sub.key, { [field]: event.currentTarget.value })}
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
                      aria-label={t('workOrder.subItems.fieldOf', {
                        field: t(`workOrder.subItems.${field}`),
                        number: index + 1,
                      })}
                      value={value ?? ''}
                      onChange={(next) => change(sub.key, { [field]: typeof next === 'number' ? next : null })}
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
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { ActionIcon, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { isIncompleteSubItem } from '@portside/contracts/work-orders';
import { IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../lib/format-number';
import type { ItemRow, SubItemFields } from '../model/item-rows';
import type { ItemTableAction } from '../model/item-table';

type SubItemsPanelProps = { row: ItemRow; editing: boolean; dispatch: Dispatch<ItemTableAction> };

const texts = ['vehicleMaker', 'vehicleModel', 'chassisNo'] as const;
const measures = ['lengthCm', 'widthCm', 'heightCm', 'cbm'] as const;

/** The vehicles of one BL (spec 3 sub-items): maker, model, chassis, L/W/H in cm and CBM, inputs while editing. */
export function SubItemsPanel({ row, editing, dispatch }: SubItemsPanelProps) {
  const { t } = useTranslation('commercial');
  const formats = useFormatNumber();
  const change = (subKey: string, patch: Partial<SubItemFields>) =>
    dispatch({ type: 'updateSubItem', key: row.key, subKey, patch });

  return (
    <Table withTableBorder fz="xs" w="auto" aria-label={t('workOrder.subItems.title', { blNo: row.blNo })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('workOrder.subItems.number')}</Table.Th>
          {[...texts, ...measures].map((field) => (
            <Table.Th key={field}>{t(`workOrder.subItems.${field}`)}</Table.Th>
          ))}
          {editing && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {row.subItems.map((sub, index) => (
          <Table.Tr key={sub.key} bg={isIncompleteSubItem(sub) ? 'var(--mantine-color-red-light)' : undefined}>
            <Table.Td>{index + 1}</Table.Td>
            {texts.map((field) => (
              <Table.Td key={field}>
                {editing ? (
                  <TextInput
                    size="xs"
                    w={field === 'chassisNo' ? 200 : 150}
                    aria-label={t('workOrder.subItems.fieldOf', {
                      field: t(`workOrder.subItems.${field}`),
                      number: index + 1,
                    })}
                    value={sub[field]}
                    onChange={(event) => change(sub.key, { [field]: event.currentTarget.value })}
                  />
                ) : (
                  <Text size="xs">{sub[field]}</Text>
                )}
              </Table.Td>
            ))}
            {measures.map((field) => {
              const value = sub[field];
              const format = field === 'cbm' ? formats.cbm : formats.measure;
              return (
                <Table.Td key={field}>
                  {editing ? (
                    <NumberInput
                      size="xs"
                      w={90}
                      min={0}
                      decimalScale={2}
                      hideControls
                      aria-label={t('workOrder.subItems.fieldOf', {
                        field: t(`workOrder.subItems.${field}`),
                        number: index + 1,
                      })}
                      value={value ?? ''}
                      onChange={(next) => change(sub.key, { [field]: typeof next === 'number' ? next : null })}
                    />
                  ) : (
                    <Text size="xs">{value === null ? '' : format(value)}</Text>
                  )}
                </Table.Td>
              );
            })}
            {editing && (
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('workOrder.subItems.delete', { number: index + 1 })}
                  onClick={() => dispatch({ type: 'deleteSubItem', key: row.key, subKey: sub.key })}
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

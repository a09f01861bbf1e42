import { Stack, Table, Text } from '@mantine/core';
import type { Item } from '@portside/contracts/work-orders';
import { Fragment, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../lib/format-number';
import { Pager } from '../pager';

/** A work order can hold a thousand BLs and more: they are shown a page at a time. */
export const itemsPageSize = 25;
const dash = '—';

type ItemsReadTableProps = {
  items: Item[];
  /** The spec 2.6 Notes column (operation's Draft Details): what to say of each BL; no column when absent. */
  notes?: (item: Item) => ReactNode;
  /** Shown in a row of its own under a BL (its vehicles), or null for nothing. */
  details?: (item: Item) => ReactNode;
};

/**
 * The items of a work order, read-only (spec 2.6 columns), with what a page shows under each BL, with client-side
 * pages.
 */
export function ItemsReadTable({ items, notes, details }: ItemsReadTableProps) {
  const { t } = useTranslation('commercial');
  const columnCount = notes ? 11 : 10;
  const format = useFormatNumber();
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const pages = Math.max(1, Math.ceil(items.length / itemsPageSize));
  const current = Math.min(page, pages);
  const visible = items.slice((current - 1) * itemsPageSize, current * itemsPageSize);

  return (
    <Stack gap="md" ref={top} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 1rem)' }}>
      <Table.ScrollContainer minWidth={1100}>
        <Table withTableBorder verticalSpacing="xs" aria-label={t('workOrderView.items')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('workOrderView.blNo')}</Table.Th>
              <Table.Th>{t('workOrderView.marksAndNumbers')}</Table.Th>
              <Table.Th>{t('workOrderView.shipper')}</Table.Th>
              <Table.Th>{t('workOrderView.consignee')}</Table.Th>
              <Table.Th ta="end">{t('workOrderView.noPackages')}</Table.Th>
              <Table.Th>{t('workOrderView.description')}</Table.Th>
              <Table.Th ta="end">{t('workOrderView.kg')}</Table.Th>
              <Table.Th ta="end">{t('workOrderView.cbm')}</Table.Th>
              <Table.Th>{t('workOrderView.stevedoring')}</Table.Th>
              <Table.Th>{t('workOrderView.arrastre')}</Table.Th>
              {notes && <Table.Th>{t('workOrderView.notes')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((item) => {
              const below = details?.(item);
              return (
                <Fragment key={item.itemId}>
                  <Table.Tr>
                    <Table.Td fw={600}>{item.blNo}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-line' }}>{item.marksAndNumbers}</Table.Td>
                    <Table.Td>{item.shipper}</Table.Td>
                    <Table.Td>{item.consignee}</Table.Td>
                    <Table.Td ta="end">{format.count(item.noPackages)}</Table.Td>
                    <Table.Td>{item.description}</Table.Td>
                    <Table.Td ta="end">{format.weight(item.grossWeight)}</Table.Td>
                    <Table.Td ta="end">{format.cbm(item.cbmSo)}</Table.Td>
                    <Table.Td>{item.stevedoring ?? dash}</Table.Td>
                    <Table.Td>{item.arrastre ?? dash}</Table.Td>
                    {notes && <Table.Td>{notes(item)}</Table.Td>}
                  </Table.Tr>
                  {below && (
                    <Table.Tr>
                      <Table.Td colSpan={columnCount} pl="xl" bg="var(--mantine-color-default-hover)">
                        {below}
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
            {items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text c="dimmed" ta="center">
                    {t('workOrderView.noItems')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager
        page={current}
        pages={pages}
        onChange={(next) => {
          setPage(next);
          // The pager sits below a long page: the next one is read from its first row.
          top.current?.scrollIntoView({ block: 'start' });
        }}
      />
    </Stack>
  );
}

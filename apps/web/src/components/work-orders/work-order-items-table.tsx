import type { Item } from '@portside/contracts/work-orders';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemColumns } from '../item-columns';
import { ItemsTable } from '../items-table';

type WorkOrderItemsTableProps = {
  items: Item[];
  /** The spec 2.6 Notes column (operation's Draft Details): what to say of each BL; no column when absent. */
  notes?: (item: Item) => ReactNode;
  /** Shown in a row of its own under a BL (its vehicles), or null for nothing. */
  details?: (item: Item) => ReactNode;
};

/** The items of a work order, read-only (spec 2.6 columns), with what a page shows under each BL. */
export function WorkOrderItemsTable({ items, notes, details }: WorkOrderItemsTableProps) {
  const { t } = useTranslation('commercial');
  const columns = useItemColumns<Item>((key) => t(`workOrderView.${key}`));
  return (
    <ItemsTable
      label={t('workOrderView.items')}
      columns={notes ? [...columns, { key: 'notes', header: t('workOrderView.notes'), cell: notes }] : columns}
      rows={items}
      rowKey={(item) => item.itemId}
      emptyText={t('workOrderView.noItems')}
      details={details}
    />
  );
}

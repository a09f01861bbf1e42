import { Badge } from '@mantine/core';
import type { VesselItem } from '@portside/contracts/clearances';
import { useTranslation } from 'react-i18next';
import { useItemColumns } from '../../../components/item-columns';
import { ItemsTable } from '../../../components/items-table';
import { orDash } from '../../../lib/dash';

type InvoiceItemsTableProps = {
  /** The vessel's BLs that the BL search leaves, the invoiced one last. */
  items: readonly VesselItem[];
  invoicedId: number | undefined;
  emptyText: string;
};

/**
 * Spec 2.7's items table: the BLs of the vessel that the search leaves, opened on the last page, where the invoiced
 * one (the last) is marked.
 */
export function InvoiceItemsTable({ items, invoicedId, emptyText }: InvoiceItemsTableProps) {
  const { t } = useTranslation('billing');
  const manifest = useItemColumns<VesselItem>((key) => t(`form.${key}`));
  const invoiced = (item: VesselItem) => item.id === invoicedId;
  const markedBl = (item: VesselItem) => (
    <>
      {item.blNo}
      {invoiced(item) && (
        <Badge ms="xs" size="sm" tt="none">
          {t('form.invoicedBadge')}
        </Badge>
      )}
    </>
  );
  const columns = [
    ...manifest.map((column) => (column.key === 'blNo' ? { ...column, cell: markedBl } : column)),
    { key: 'invoice', header: t('form.invoice'), cell: (item: VesselItem) => orDash(item.invoiceNumber) },
  ];
  return (
    <ItemsTable
      label={t('form.items')}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      emptyText={emptyText}
      opensAt="last"
      current={invoiced}
    />
  );
}

import { Badge, Text } from '@mantine/core';
import type { VesselItem } from '@portside/contracts/clearances';
import { useTranslation } from 'react-i18next';
import { useItemColumns } from '../../../components/item-columns';
import { ItemsTable } from '../../../components/items-table';

type InvoiceItemsTableProps = {
  /** The vessel's BLs that the BL search leaves, the invoiced one last. */
  items: readonly VesselItem[];
  invoicedId: number | undefined;
  /** A row clicked (or Enter on it) becomes the BL to be invoiced. */
  onChoose: (item: VesselItem) => void;
  emptyText: string;
};

/**
 * Spec 2.7's items table: the BLs of the vessel that the search leaves, opened on the last page, where the BL to be
 * invoiced (the last, or the row the clerk chose) is marked so, and each BL billed already names its invoice.
 */
export function InvoiceItemsTable({ items, invoicedId, onChoose, emptyText }: InvoiceItemsTableProps) {
  const { t } = useTranslation('billing');
  const manifest = useItemColumns<VesselItem>((key) => t(`form.${key}`));
  const invoiced = (item: VesselItem) => item.id === invoicedId;
  const mark = (item: VesselItem) =>
    item.invoiceNumber ? (
      <Text size="xs" c="dimmed" fw={400}>
        {t('form.billedOn', { invoiceNumber: item.invoiceNumber })}
      </Text>
    ) : invoiced(item) ? (
      <Badge ms="xs" size="sm" tt="none">
        {t('form.toBeInvoicedBadge')}
      </Badge>
    ) : null;
  const columns = manifest.map((column) =>
    column.key === 'blNo'
      ? {
          ...column,
          cell: (item: VesselItem) => (
            <>
              {item.blNo}
              {mark(item)}
            </>
          ),
        }
      : column,
  );
  return (
    <ItemsTable
      label={t('form.items')}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      emptyText={emptyText}
      opensAt="last"
      current={invoiced}
      onChoose={onChoose}
    />
  );
}

import { Badge, Table, Text } from '@mantine/core';
import type { VesselItem } from '@portside/contracts/clearances';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { useFormatNumber } from '../../../lib/format-number';

/** A call holds up to a few hundred BLs: the filtered ones are paged here. */
const pageSize = 25;
const dash = '—';

type InvoiceItemsTableProps = {
  /** The vessel's BLs that the BL search leaves, the invoiced one last. */
  items: readonly VesselItem[];
  invoicedId: number | undefined;
  emptyText: string;
};

/** Spec 2.7's items table: the BLs of the vessel that the search leaves; the invoiced one (the last) is marked. */
export function InvoiceItemsTable({ items, invoicedId, emptyText }: InvoiceItemsTableProps) {
  const { t } = useTranslation('billing');
  const format = useFormatNumber();
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  // The last page holds the invoiced BL: it opens there.
  const [chosenPage, setPage] = useState<number | null>(null);
  const page = Math.min(chosenPage ?? pages, pages);
  const visible = items.slice((page - 1) * pageSize, page * pageSize);

  return (
    <>
      <Table.ScrollContainer minWidth={1200}>
        <Table withTableBorder verticalSpacing="xs" aria-label={t('form.items')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('form.blNo')}</Table.Th>
              <Table.Th>{t('form.marksAndNumbers')}</Table.Th>
              <Table.Th>{t('form.shipper')}</Table.Th>
              <Table.Th>{t('form.consignee')}</Table.Th>
              <Table.Th ta="end">{t('form.noPackages')}</Table.Th>
              <Table.Th>{t('form.description')}</Table.Th>
              <Table.Th ta="end">{t('form.kg')}</Table.Th>
              <Table.Th ta="end">{t('form.cbm')}</Table.Th>
              <Table.Th>{t('form.stevedoring')}</Table.Th>
              <Table.Th>{t('form.arrastre')}</Table.Th>
              <Table.Th>{t('form.invoice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((item) => {
              const invoiced = item.id === invoicedId;
              return (
                <Table.Tr
                  key={item.id}
                  aria-current={invoiced ? 'true' : undefined}
                  bg={invoiced ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Table.Td fw={600}>
                    {item.blNo}
                    {invoiced && (
                      <Badge ms="xs" size="sm" tt="none">
                        {t('form.invoicedBadge')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>{item.marksAndNumbers || dash}</Table.Td>
                  <Table.Td>{item.shipper || dash}</Table.Td>
                  <Table.Td>{item.consignee}</Table.Td>
                  <Table.Td ta="end">{format.count(item.noPackages)}</Table.Td>
                  <Table.Td>{item.description}</Table.Td>
                  <Table.Td ta="end">{format.weight(item.grossWeight)}</Table.Td>
                  <Table.Td ta="end">{format.cbm(item.cbmSo)}</Table.Td>
                  <Table.Td>{item.stevedoring ?? dash}</Table.Td>
                  <Table.Td>{item.arrastre ?? dash}</Table.Td>
                  <Table.Td>{item.invoiceNumber ?? dash}</Table.Td>
                </Table.Tr>
              );
            })}
            {visible.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={11}>
                  <Text c="dimmed" ta="center">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager page={page} pages={pages} onChange={setPage} />
    </>
  );
}

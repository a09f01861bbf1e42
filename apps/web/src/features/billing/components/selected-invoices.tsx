import { ActionIcon, Fieldset, Table, Text } from '@mantine/core';
import type { BillingInvoice } from '@portside/contracts/billing';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date';
import { sumAmounts, useFormatMoney } from '../../../lib/money';

type Props = { invoices: readonly BillingInvoice[]; onRemove: (id: number) => void };

/** The invoices the receipt will settle, each removable (first, beside its number), and the amount received in all. */
export function SelectedInvoices({ invoices, onRemove }: Props) {
  const { t } = useTranslation('billing');
  const { t: common } = useTranslation();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  return (
    <Fieldset legend={t('receiptForm.selectedInvoices')}>
      {invoices.length === 0 ? (
        <Text c="dimmed">{t('receiptForm.noneSelected')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder aria-label={t('receiptForm.selectedInvoices')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{common('common.actions')}</Table.Th>
                <Table.Th>{t('receiptForm.invoiceNumber')}</Table.Th>
                <Table.Th>{t('receiptForm.consignee')}</Table.Th>
                <Table.Th>{t('receiptForm.billingDate')}</Table.Th>
                <Table.Th ta="end">{t('receiptForm.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('receiptForm.removeInvoice', { invoiceNumber: invoice.invoiceNumber })}
                      onClick={() => onRemove(invoice.id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.invoiceNumber}</Table.Td>
                  <Table.Td>{invoice.consignee}</Table.Td>
                  <Table.Td>{formatDate(invoice.billingDate)}</Table.Td>
                  <Table.Td ta="end">{formatMoney(invoice.totalAmount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>{t('receiptForm.total')}</Table.Th>
                <Table.Th ta="end">{formatMoney(sumAmounts(invoices.map((invoice) => invoice.totalAmount)))}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Fieldset>
  );
}

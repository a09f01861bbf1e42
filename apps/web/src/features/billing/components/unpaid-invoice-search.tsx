import { Alert, Button, Fieldset, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UnpaidInvoice } from '@portside/contracts/billing';
import { officialReceiptMessages, receiptInvoicesMax } from '@portside/contracts/official-receipts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert';
import { SearchInput } from '../../../components/search-input';
import { errorMessage } from '../../../lib/api-error';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatMoney } from '../../../lib/money';
import { useUnpaidInvoices } from '../api/get-unpaid-invoices';

type Props = {
  selectedIds: ReadonlySet<number>;
  onAdd: (invoice: UnpaidInvoice) => void;
  /** The receipt holds as many invoices as it may (`receiptInvoicesMax`): no Add until one is removed. */
  full: boolean;
};

/**
 * Spec 2.7: the invoices without a receipt, searched by number, each with Add (once: an added one says so). Add comes
 * first, beside the invoice number, so that on a phone both are in view without scrolling the table sideways.
 */
export function UnpaidInvoiceSearch({ selectedIds, onAdd, full }: Props) {
  const { t } = useTranslation('billing');
  const { t: common } = useTranslation();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const invoices = useUnpaidInvoices(q);
  const rows = invoices.data?.data ?? [];

  return (
    <Fieldset legend={t('receiptForm.unpaidInvoices')}>
      <Stack>
        <SearchInput label={t('receiptForm.searchInvoices')} value={search} onChange={setSearch} />
        {full && (
          <Alert color="yellow" role="status">
            {t('messages.tooManyInvoices', { max: receiptInvoicesMax })}
          </Alert>
        )}
        {invoices.isError ? (
          <RetryAlert
            message={errorMessage(invoices.error, officialReceiptMessages.failedToFetch)}
            retrying={invoices.isFetching}
            onRetry={() => invoices.refetch()}
          />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{invoices.isPending ? common('common.loading') : t('receiptForm.noUnpaid')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder aria-label={t('receiptForm.unpaidInvoices')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{common('common.actions')}</Table.Th>
                  <Table.Th>{t('receiptForm.invoiceNumber')}</Table.Th>
                  <Table.Th>{t('receiptForm.blNo')}</Table.Th>
                  <Table.Th>{t('receiptForm.consignee')}</Table.Th>
                  <Table.Th>{t('receiptForm.billingDate')}</Table.Th>
                  <Table.Th ta="end">{t('receiptForm.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((invoice) => {
                  const added = selectedIds.has(invoice.id);
                  return (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPlus size={14} />}
                          disabled={added || full}
                          aria-label={t('receiptForm.addInvoice', { invoiceNumber: invoice.invoiceNumber })}
                          onClick={() => onAdd(invoice)}
                        >
                          {added ? t('receiptForm.added') : t('receiptForm.add')}
                        </Button>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.invoiceNumber}</Table.Td>
                      <Table.Td>{invoice.blNo}</Table.Td>
                      <Table.Td>{invoice.consignee}</Table.Td>
                      <Table.Td>{formatDate(invoice.billingDate)}</Table.Td>
                      <Table.Td ta="end">{formatMoney(invoice.totalAmount)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Fieldset>
  );
}

import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatMoney } from '../../../lib/money';
import { billingPaths } from '../paths';

/** Below an invoice's sheet: the credit memos that adjust it, each opening its print, and what remains of it. */
export function InvoiceCreditMemos({ invoice }: { invoice: BillingInvoiceDetail }) {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  if (invoice.creditMemos.length === 0) return null;
  return (
    <Paper withBorder p="md" maw={820}>
      <Title order={2} size="h4" mb="xs">
        {t('memo.listTitle')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('memos.memoNumber')}</Table.Th>
              <Table.Th>{t('memos.memoDate')}</Table.Th>
              <Table.Th>{t('memos.total')}</Table.Th>
              <Table.Th>{t('memos.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.creditMemos.map((memo) => (
              <Table.Tr key={memo.id}>
                <Table.Td>
                  <Anchor component={Link} to={billingPaths.printCreditMemo({ memoId: memo.id })}>
                    {memo.memoNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDate(memo.memoDate)}</Table.Td>
                <Table.Td>{formatMoney(memo.totalAmount)}</Table.Td>
                <Table.Td>{memo.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" mt="xs">
        {t('memo.remaining', {
          total: formatMoney(invoice.totalAmount),
          remaining: formatMoney(invoice.remainingAmount),
        })}
      </Text>
    </Paper>
  );
}

import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { OfficialReceiptDetail } from '@portside/contracts/official-receipts';
import { useTranslation } from 'react-i18next';
import { toCurrency } from 'to-words/en-PH';
import { useFormatDate } from '../../lib/format-date';
import { useFormatMoney } from '../../lib/money';
import { useFormatDecimal } from './amount';
import './printed-document.css';
import { CancelledStamp } from './cancelled-stamp';
import { ReceiptPayments } from './receipt-payments';

/** Up to this many invoices are listed in one column; more (up to `receiptInvoicesMax`) in two, side by side. */
const oneColumnMost = 10;

/** The invoices numbered in their order, in one column or split in two halves (the first the longer). */
function columnsOf(invoices: OfficialReceiptDetail['invoices']) {
  const numbered = invoices.map((invoice, index) => ({ invoice, line: index + 1 }));
  if (numbered.length <= oneColumnMost) return [numbered];
  const half = Math.ceil(numbered.length / 2);
  return [numbered.slice(0, half), numbered.slice(half)];
}

/**
 * The official receipt on one A4 sheet (RR 7-2024: a supplementary document): the seller as registered, the receipt's
 * number and date, who paid, the amount in figures and in English words, the invoices it settles (number, BL and
 * amount; a long list in two columns, so that the most a receipt may settle still fits), the total, and the statement
 * that it is not valid for claim of input tax.
 */
export function PrintedReceipt({ receipt }: { receipt: OfficialReceiptDetail }) {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const { amount } = useFormatDecimal();
  const { seller, payer } = receipt;
  const dash = '—';
  const withheld = receipt.withholdings.length > 0;
  return (
    <Box component="article" className="printed-document" aria-label={t('receiptPrint.document')}>
      <Stack gap="md">
        {receipt.cancellation && <CancelledStamp cancellation={receipt.cancellation} />}
        <Stack gap={2} align="center" ta="center">
          <Title order={2} fz="16pt">
            {seller.name || dash}
          </Title>
          <Text>{seller.address ?? dash}</Text>
          <Text>
            {seller.vatRegistered ? t('receiptPrint.vatRegTin') : t('receiptPrint.nonVatRegTin')}: {seller.tin ?? dash}
          </Text>
        </Stack>
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz="18pt" style={{ letterSpacing: '0.08em' }}>
            {t('receiptPrint.title')}
          </Title>
          <Stack gap={2} align="flex-end">
            <Text fw={700} fz="13pt">
              {t('receiptPrint.number', { orNumber: receipt.orNumber })}
            </Text>
            <Text>
              {t('receiptPrint.date')}: {formatDate(receipt.dateIssued)}
            </Text>
          </Stack>
        </Group>
        <Stack gap={2}>
          <Text>
            <strong>{t('receiptPrint.receivedFrom')}:</strong> {payer.name}
          </Text>
          <Text>
            <strong>{t('receiptPrint.address')}:</strong> {payer.address ?? dash}
          </Text>
          <Text>
            <strong>{t('receiptPrint.tin')}:</strong> {payer.tin ?? dash}
          </Text>
          <Text>
            <strong>{t('receiptPrint.theSumOf')}:</strong> {toCurrency(receipt.amountReceived)}
          </Text>
          <Text>
            <strong>{t('receiptPrint.amount')}:</strong> {formatMoney(receipt.amountReceived)}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text fw={700}>{t('receiptPrint.inPaymentOf', { count: receipt.invoices.length })}</Text>
          <div className="invoice-columns">
            {columnsOf(receipt.invoices).map((column) => (
              <table key={column[0]?.line} aria-label={t('receiptPrint.invoices')}>
                <thead>
                  <tr>
                    <th className="figure">{t('receiptPrint.line')}</th>
                    <th>{t('receiptPrint.invoiceNumber')}</th>
                    <th>{t('receiptPrint.blNo')}</th>
                    <th className="figure">{t('receiptPrint.invoiceAmount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {column.map(({ invoice, line }) => (
                    <tr key={invoice.id}>
                      <td className="figure">{line}</td>
                      <td>{invoice.invoiceNumber}</td>
                      <td>{invoice.blNo}</td>
                      <td className="figure">{amount(invoice.totalAmount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
          <table className="receipt-totals">
            <tbody>
              {withheld && (
                <>
                  <tr>
                    <th>{t('receiptPrint.invoicesTotal')}</th>
                    <td className="figure">{formatMoney(receipt.totalAmount)}</td>
                  </tr>
                  <tr>
                    <th>{t('receiptPrint.lessWithheld')}</th>
                    <td className="figure">({formatMoney(receipt.taxWithheld)})</td>
                  </tr>
                </>
              )}
              <tr className="grand-total">
                <th>{t('receiptPrint.total')}</th>
                <td className="figure">{formatMoney(receipt.amountReceived)}</td>
              </tr>
            </tbody>
          </table>
        </Stack>
        <ReceiptPayments receipt={receipt} />
        <Text fw={700} ta="center" fz="12pt">
          {t('receiptPrint.notValidForInputTax')}
        </Text>
        <Group justify="flex-end" mt="xl">
          <Stack gap={2} align="center" w="70mm">
            <Box w="100%" style={{ borderTop: '1px solid #000' }} />
            <Text fz="9pt">{t('receiptPrint.cashier')}</Text>
          </Stack>
        </Group>
      </Stack>
    </Box>
  );
}

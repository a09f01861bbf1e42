import { Stack, Text } from '@mantine/core';
import type { OfficialReceiptDetail } from '@portside/contracts/official-receipts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/format-date';
import { useFormatDecimal } from './amount';

/**
 * How the receipt was paid (each payment: method, bank, cheque number or transfer reference, cheque date, amount) and
 * the creditable withholding tax deducted from its invoices (rate, amount, the BIR Form 2307's number or pending).
 */
export function ReceiptPayments({ receipt }: { receipt: OfficialReceiptDetail }) {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  const { amount, percent } = useFormatDecimal();
  const dash = '—';
  return (
    <Stack gap={4} className="receipt-settlement">
      <Text fw={700} fz="10pt">
        {t('receiptPrint.paidBy')}
      </Text>
      {receipt.payments.length === 0 ? (
        <Text fz="9pt">{t('receiptPrint.paymentsNotRecorded')}</Text>
      ) : (
        <table aria-label={t('receiptPrint.paidBy')}>
          <thead>
            <tr>
              <th>{t('receiptPrint.method')}</th>
              <th>{t('receiptPrint.bank')}</th>
              <th>{t('receiptPrint.paymentNumber')}</th>
              <th>{t('receiptPrint.chequeDate')}</th>
              <th className="figure">{t('receiptPrint.paymentAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {receipt.payments.map((payment, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's payments never change; their order is their identity.
              <tr key={index}>
                <td>{t(`receiptForm.methods.${payment.method}`)}</td>
                <td>{payment.bank ?? dash}</td>
                <td>{payment.chequeNumber ?? payment.reference ?? dash}</td>
                <td>{payment.chequeDate ? formatDate(payment.chequeDate) : dash}</td>
                <td className="figure">{amount(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {receipt.withholdings.length > 0 && (
        <table aria-label={t('receiptPrint.withholdings')}>
          <thead>
            <tr>
              <th>{t('receiptPrint.invoiceNumber')}</th>
              <th className="figure">{t('receiptPrint.withholdingRate')}</th>
              <th className="figure">{t('receiptPrint.taxWithheld')}</th>
              <th>{t('receiptPrint.certificate')}</th>
            </tr>
          </thead>
          <tbody>
            {receipt.withholdings.map((withholding) => (
              <tr key={withholding.invoiceId}>
                <td>{withholding.invoiceNumber}</td>
                <td className="figure">{percent(withholding.percent)}</td>
                <td className="figure">{amount(withholding.amount)}</td>
                <td>{withholding.certificateNumber ?? t('receiptPrint.certificatePending')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Stack>
  );
}

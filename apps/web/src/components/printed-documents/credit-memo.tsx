import { Stack } from '@mantine/core';
import type { CreditMemoDetail } from '@portside/contracts/credit-memos';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/format-date';
import { useFormatMoney } from '../../lib/money';
import { useFormatDecimal } from './amount';
import { BuyerTable } from './buyer-table';
import { SellerHeading } from './seller-heading';
import './printed-document.css';

const dash = '—';

/**
 * The credit memo as printed beside its invoice: the seller and buyer as the invoice printed them, the memo's number
 * and date, the invoice it adjusts, what it takes back from each service (net and VAT), the total credited and why.
 */
export function PrintedCreditMemo({ memo }: { memo: CreditMemoDetail }) {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  const { amount, percent } = useFormatDecimal();
  const formatMoney = useFormatMoney();
  const { seller, buyer } = memo;
  // As the invoice printed its sales: by VAT treatment when the seller is VAT-registered, else as total sales.
  const salesKind = seller.vatRegistered ? memo.vatTreatment : 'total';

  return (
    <article className="printed-document" aria-label={t('memoPrint.document')}>
      <Stack gap="md">
        <SellerHeading
          seller={seller}
          title={t('memoPrint.title')}
          number={t('memoPrint.number', { memoNumber: memo.memoNumber })}
          date={memo.memoDate}
        />

        <BuyerTable label={t('memoPrint.issuedTo')} buyer={buyer} bl={memo}>
          <tr>
            <th scope="row">{t('memoPrint.invoice')}</th>
            <td colSpan={3}>
              {t('memoPrint.invoiceOf', {
                invoiceNumber: memo.invoiceNumber,
                date: formatDate(memo.billingDate),
                total: formatMoney(memo.invoiceTotalAmount),
              })}
            </td>
          </tr>
        </BuyerTable>

        <table>
          <thead>
            <tr>
              <th>{t('print.description')}</th>
              <th className="figure">{t('memoPrint.net')}</th>
              <th className="figure">{t('memoPrint.vat')}</th>
            </tr>
          </thead>
          <tbody>
            {memo.lines.map((line) => (
              <tr key={line.category}>
                <td>{t(`print.services.${line.category}`)}</td>
                <td className="figure">{amount(line.netAmount)}</td>
                <td className="figure">{amount(line.vatAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <table className="totals">
          <tbody>
            <tr>
              <td>{t(`memoPrint.salesCredited.${salesKind}`)}</td>
              <td className="figure">{amount(memo.netAmount)}</td>
            </tr>
            {salesKind === 'vatable' && (
              <tr>
                <td>{t('print.vat', { rate: percent(memo.vatPercent) })}</td>
                <td className="figure">{amount(memo.vatAmount)}</td>
              </tr>
            )}
            <tr className="due">
              <td>{t('memoPrint.totalCredited')}</td>
              <td className="figure">{formatMoney(memo.totalAmount)}</td>
            </tr>
          </tbody>
        </table>

        <table>
          <tbody>
            <tr>
              <th scope="row">{t('memoPrint.reason')}</th>
              <td>{memo.reason}</td>
            </tr>
            <tr>
              <th scope="row">{t('memoPrint.issuedBy')}</th>
              <td>{memo.issuedBy ?? dash}</td>
            </tr>
          </tbody>
        </table>
      </Stack>
    </article>
  );
}

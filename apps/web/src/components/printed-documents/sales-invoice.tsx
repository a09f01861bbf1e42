import { Stack, Text } from '@mantine/core';
import type { BilledLine, BillingInvoiceDetail } from '@portside/contracts/billing';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/format-date';
import { useFormatNumber } from '../../lib/format-number';
import { useFormatMoney } from '../../lib/money';
import { useFormatDecimal } from './amount';
import { BuyerTable } from './buyer-table';
import { CancelledStamp } from './cancelled-stamp';
import { SellerHeading } from './seller-heading';
import './printed-document.css';

/**
 * The sales invoice as RR 7-2024 has it printed: the seller's registered name, address and TIN with its VAT status,
 * the serial number and date, the buyer's name, address and TIN, the BL, and a line per service (quantity, unit
 * price, amount); then the sales by VAT treatment, the VAT on its own line at the invoice's rate and the total due.
 * Everything shown was kept on the invoice when it was issued.
 */
export function SalesInvoice({ invoice }: { invoice: BillingInvoiceDetail }) {
  const { t } = useTranslation('billing');
  const format = useFormatNumber();
  const { amount, quantity: formatQuantity, percent } = useFormatDecimal();
  const formatMoney = useFormatMoney();
  const { seller, buyer } = invoice;
  const zero = amount('0.00');
  const salesOf = (treatment: BillingInvoiceDetail['vatTreatment']) =>
    invoice.vatTreatment === treatment ? amount(invoice.netAmount) : zero;
  const formatDate = useFormatDate();
  const units = (line: BilledLine) => t(`print.units.${line.basis}`, { quantity: formatQuantity(line.quantity) });
  // A storage line charges its quantity on each of its days, at a rate per day.
  const quantity = (line: BilledLine) =>
    line.days === null ? units(line) : t('print.storageQuantity', { units: units(line), count: line.days });
  const service = (line: BilledLine) =>
    line.category === 'storage'
      ? t('print.storageLine', {
          from: formatDate(line.periodFrom ?? ''),
          to: formatDate(line.periodTo ?? ''),
          rate: line.tier ? t('print.storageTier', { tier: line.tier }) : t('print.storageBaseRate'),
        })
      : t(`print.services.${line.category}`);
  const { waiver, storagePeriod } = invoice;

  return (
    <article className="printed-document" aria-label={t('print.title')}>
      <Stack gap="md">
        {invoice.cancellation && <CancelledStamp cancellation={invoice.cancellation} />}
        <SellerHeading
          seller={seller}
          title={t('print.title')}
          number={t('print.number', { invoiceNumber: invoice.invoiceNumber })}
          date={invoice.billingDate}
        />

        <BuyerTable label={t('print.soldTo')} buyer={buyer} bl={invoice}>
          <tr>
            <th scope="row">{t('print.cargo')}</th>
            <td colSpan={3}>
              {t('print.cargoSummary', {
                count: invoice.noPackages,
                description: invoice.description,
                packages: format.count(invoice.noPackages),
                cbm: format.cbm(invoice.cbm),
                kg: format.weight(invoice.grossWeight),
              })}
            </td>
          </tr>
        </BuyerTable>

        <table>
          <thead>
            <tr>
              <th>{t('print.description')}</th>
              <th className="figure">{t('print.quantity')}</th>
              <th className="figure">{t('print.unitPrice')}</th>
              <th className="figure">{t('print.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {storagePeriod && (
              <tr>
                <td colSpan={4}>
                  {t('print.storagePeriod', { from: formatDate(storagePeriod.from), to: formatDate(storagePeriod.to) })}
                </td>
              </tr>
            )}
            {invoice.lines.map((line) => (
              <tr key={`${line.category} ${line.periodFrom ?? ''}`}>
                <td>{service(line)}</td>
                <td className={line.days === null ? 'figure' : 'figure wraps'}>{quantity(line)}</td>
                <td className="figure">{amount(line.unitRate)}</td>
                <td className="figure">{amount(line.amount)}</td>
              </tr>
            ))}
            {waiver && (
              <tr>
                <td colSpan={3}>{t('print.waiver', { count: waiver.days, reason: waiver.reason })}</td>
                <td className="figure">{`(${amount(waiver.amount)})`}</td>
              </tr>
            )}
          </tbody>
        </table>

        <table className="totals">
          <tbody>
            {seller.vatRegistered ? (
              <>
                <tr>
                  <td>{t('print.vatableSales')}</td>
                  <td className="figure">{salesOf('vatable')}</td>
                </tr>
                <tr>
                  <td>{t('print.exemptSales')}</td>
                  <td className="figure">{salesOf('exempt')}</td>
                </tr>
                <tr>
                  <td>{t('print.zeroRatedSales')}</td>
                  <td className="figure">{salesOf('zeroRated')}</td>
                </tr>
                <tr>
                  <td>{t('print.vat', { rate: percent(invoice.vatPercent) })}</td>
                  <td className="figure">{amount(invoice.vatAmount)}</td>
                </tr>
              </>
            ) : (
              <tr>
                <td>{t('print.totalSales')}</td>
                <td className="figure">{amount(invoice.netAmount)}</td>
              </tr>
            )}
            <tr className="due">
              <td>{t('print.totalDue')}</td>
              <td className="figure">{formatMoney(invoice.totalAmount)}</td>
            </tr>
          </tbody>
        </table>
        {!seller.vatRegistered && (
          <Text size="sm" fw={700} ta="center">
            {t('print.notForInputTax')}
          </Text>
        )}
      </Stack>
    </article>
  );
}

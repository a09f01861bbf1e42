import type { InvoiceLine, VatTreatment } from '@portside/contracts/billing';
import { decimal, divideRounded, scaled } from '@portside/contracts/money';
import type { Tariff } from '@portside/contracts/settings';

/**
 * The charges of one invoice, computed exactly: every decimal is read as a whole number of its smallest unit
 * (thousandths of a CBM or kg, centavos, hundredths of a percent) in BigInt, and each result rounded half up once.
 * The API and the demo generator both bill with this function, so demo invoices follow the rules the API enforces.
 */

/** A revenue ton is 1,000 kg or 1.1326 m3, whichever gives more tons. */
const cubicMetresPerTon = { numerator: 11_326n, denominator: 10_000n };

/** What the BL measures, as the items table keeps it (numeric(14,3) strings). */
export type Measures = { cbm: string; grossWeight: string };
/** The tariff of one category in force on the billing date. */
export type ChargedTariff = Pick<Tariff, 'category' | 'basis' | 'ratePerCbm'>;
/** How the invoice is taxed: its VAT percent ("12.00"), its treatment, and whether the seller is VAT-registered. */
export type InvoiceVat = { percent: string; treatment: VatTreatment; sellerVatRegistered: boolean };
export type Charges = {
  lines: InvoiceLine[];
  netAmount: string;
  vatPercent: string;
  vatAmount: string;
  totalAmount: string;
};

/** Quantity billed in thousandths: CBM, or revenue tons = max(kg / 1000, CBM / 1.1326), to three places. */
export function quantityOf(measures: Measures, basis: ChargedTariff['basis']): bigint {
  const cbm = scaled(measures.cbm, 3);
  if (basis === 'cbm') return cbm;
  const byWeight = divideRounded(scaled(measures.grossWeight, 3), 1000n);
  const byVolume = divideRounded(cbm * cubicMetresPerTon.denominator, cubicMetresPerTon.numerator);
  return byWeight > byVolume ? byWeight : byVolume;
}

/**
 * One line per tariff (the categories we handle on the BL): quantity on the tariff's basis, amount = quantity x rate
 * to the centavo. Net is the sum of the lines; VAT is the invoice's percent of the net, rounded once (so the printed
 * VAT is always that percent of the printed VATable sales), when the invoice is vatable and the seller
 * VAT-registered (zero-rated, exempt and non-VAT invoices carry none); total = net + VAT.
 */
export function chargesOf(measures: Measures, tariffs: readonly ChargedTariff[], vat: InvoiceVat): Charges {
  const percent = scaled(vat.percent, 2);
  const amounts = tariffs.map((tariff) => {
    const quantity = quantityOf(measures, tariff.basis);
    return { tariff, quantity, amount: divideRounded(quantity * scaled(tariff.ratePerCbm, 2), 1000n) };
  });
  const net = amounts.reduce((sum, line) => sum + line.amount, 0n);
  const tax = vat.treatment === 'vatable' && vat.sellerVatRegistered ? divideRounded(net * percent, 10_000n) : 0n;
  const lines = amounts.map(
    ({ tariff, quantity, amount }): InvoiceLine => ({
      category: tariff.category,
      basis: tariff.basis,
      quantity: decimal(quantity, 3),
      unitRate: decimal(scaled(tariff.ratePerCbm, 2), 2),
      amount: decimal(amount, 2),
    }),
  );
  return {
    lines,
    netAmount: decimal(net, 2),
    vatPercent: decimal(percent, 2),
    vatAmount: decimal(tax, 2),
    totalAmount: decimal(net + tax, 2),
  };
}

/** a + b, two decimal strings of pesos, exactly. */
export const sumOf = (a: string, b: string) => decimal(scaled(a, 2) + scaled(b, 2), 2);
/** a - b (b at most a), two decimal strings of pesos, exactly. */
export const differenceOf = (a: string, b: string) => decimal(scaled(a, 2) - scaled(b, 2), 2);

/** RR 7-2024: the buyer's TIN is printed on every invoice of this many centavos (PHP 1,000) or more. */
const buyerTinFrom = 100_000n;
/** The most an amount column of an invoice holds (numeric(14, 2)), in centavos. */
const storedCentavosMax = 10n ** 14n - 1n;

/** Why charges cannot be issued as an invoice: the sentences of `billingMessages` with these names. */
export type ChargesRefusal = 'amountTooLarge' | 'zeroAmount' | 'buyerTinRequired';

/**
 * Why an invoice of these charges cannot be issued, or null: a net beyond what its columns hold (every line amount
 * and the VAT are at most the net), a total of 0.00 (nothing billed would count as paid once receipted), or a total
 * from PHP 1,000 to a buyer without a TIN. The API refuses such an invoice; the demo data leaves the BL unbilled.
 */
export function chargesRefusal(charges: Charges, buyerHasTin: boolean): ChargesRefusal | null {
  if (scaled(charges.netAmount, 2) > storedCentavosMax) return 'amountTooLarge';
  const total = scaled(charges.totalAmount, 2);
  if (total === 0n) return 'zeroAmount';
  return !buyerHasTin && total >= buyerTinFrom ? 'buyerTinRequired' : null;
}

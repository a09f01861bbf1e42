import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildInvoiceDetail } from '../../../test/billing';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { billingPaths } from '../paths';

const invoice = buildInvoiceDetail();

function open(detail: BillingInvoiceDetail) {
  signIn('finance', { 'GET /billing-invoices/40': () => ({ body: detail }) });
  renderApp(billingPaths.printInvoice({ invoiceId: 40 }));
  return screen.findByRole('article', { name: 'SALES INVOICE' });
}
const rowText = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('printed sales invoice', () => {
  it('shows the seller with its VAT Reg. TIN, the number and date, the buyer, the lines and the VAT on its own line', async () => {
    const page = await open(invoice);
    expect(page).toHaveTextContent('ACME PORT SERVICES INC.');
    expect(page).toHaveTextContent('Pier 3, North Harbor');
    expect(page).toHaveTextContent('VAT Reg. TIN: 000-123-456-00000');
    expect(page).toHaveTextContent('No. SI-2025-0100');
    expect(page).toHaveTextContent('Date: Aug 1, 2025');
    const [parties, lines, totals] = within(page).getAllByRole('table') as HTMLElement[];
    expect(rowText(parties as HTMLElement)).toEqual([
      'Sold toLuzon Steel Corp.TIN111-222-333-00000',
      'Address12 Roxas Blvd, Pasay',
      'BL No.MNL-002Vessel / voyageMV Zephyr V.118N',
      'CargoSTEEL COILS: 10 packages, 10.00 CBM, 5,000.00 kg',
    ]);
    expect(rowText(lines as HTMLElement)).toEqual([
      'DescriptionQuantityUnit priceAmount',
      'Stevedoring (vessel to pier)10.000 CBM120.001,200.00',
      'Arrastre (pier to consignee)8.829 RT200.001,765.80',
    ]);
    expect(rowText(totals as HTMLElement)).toEqual([
      'VATable sales2,965.80',
      'VAT-exempt sales0.00',
      'Zero-rated sales0.00',
      '12% VAT355.90',
      'Total amount due₱3,321.70',
    ]);
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it("prints the invoice's own VAT rate", async () => {
    const page = await open({ ...invoice, vatPercent: '10.00', vatAmount: '296.58', totalAmount: '3262.38' });
    expect(rowText(within(page).getAllByRole('table')[2] as HTMLElement)).toContain('10% VAT296.58');
  });

  it('prints NON-VAT, the total sales and the input-tax statement for a seller not VAT-registered', async () => {
    const page = await open({
      ...invoice,
      vatAmount: '0.00',
      totalAmount: '2965.80',
      seller: { ...invoice.seller, vatRegistered: false },
    });
    expect(page).toHaveTextContent('NON-VAT Reg. TIN: 000-123-456-00000');
    expect(page).toHaveTextContent('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX.');
    expect(rowText(within(page).getAllByRole('table')[2] as HTMLElement)).toEqual([
      'Total sales2,965.80',
      'Total amount due₱2,965.80',
    ]);
  });

  it('counts one package in the singular', async () => {
    const page = await open({ ...invoice, noPackages: 1 });
    expect(page).toHaveTextContent('CargoSTEEL COILS: 1 package, 10.00 CBM, 5,000.00 kg');
  });

  it('prints a storage invoice: its days, a line per rate with its days, and the waiver with its reason', async () => {
    const storageLine = { category: 'storage' as const, basis: 'revenueTon' as const, quantity: '4.000' };
    const page = await open({
      ...invoice,
      kind: 'storage',
      storagePeriod: { from: '2025-08-02', to: '2025-08-15' },
      waiver: { days: 2, amount: '40.00', reason: 'Typhoon signal no. 3' },
      lines: [
        {
          ...storageLine,
          unitRate: '10.00',
          amount: '200.00',
          periodFrom: '2025-08-09',
          periodTo: '2025-08-13',
          days: 5,
          tier: 0,
        },
        {
          ...storageLine,
          unitRate: '20.00',
          amount: '80.00',
          periodFrom: '2025-08-14',
          periodTo: '2025-08-14',
          days: 1,
          tier: 1,
        },
      ],
      netAmount: '240.00',
      vatAmount: '28.80',
      totalAmount: '268.80',
    });
    expect(rowText(within(page).getAllByRole('table')[1] as HTMLElement)).toEqual([
      'DescriptionQuantityUnit priceAmount',
      'Storage from Aug 2, 2025 to Aug 15, 2025',
      'Storage Aug 9, 2025 – Aug 13, 2025, base rate4.000 RT × 5 days10.00200.00',
      'Storage Aug 14, 2025 – Aug 14, 2025, rate step 14.000 RT × 1 day20.0080.00',
      'Less waiver (2 days waived): Typhoon signal no. 3(40.00)',
    ]);
    expect(rowText(within(page).getAllByRole('table')[2] as HTMLElement)).toContain('VATable sales240.00');
  });
});

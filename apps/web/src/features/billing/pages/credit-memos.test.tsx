import type { CreditMemoDetail } from '@portside/contracts/credit-memos';
import { creditMemoMessages } from '@portside/contracts/credit-memos';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildInvoiceDetail } from '../../../test/billing';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { billingPaths } from '../paths';

const paid = buildInvoiceDetail({ orNumber: 'OR-0042' });
const memo: CreditMemoDetail = {
  id: 7,
  memoNumber: 'CM-000007',
  memoDate: '2025-08-20',
  billingInvoiceId: 40,
  invoiceNumber: 'SI-2025-0100',
  blNo: 'MNL-002',
  buyerName: 'Luzon Steel Corp.',
  netAmount: '100.00',
  vatAmount: '12.00',
  totalAmount: '112.00',
  reason: 'Storage overcharged',
  issuedBy: 'Fe Finance',
  createdAt: '2025-08-20T02:00:00Z',
  lines: [
    { category: 'stevedoring', netAmount: '40.46', vatAmount: '4.86' },
    { category: 'arrastre', netAmount: '59.54', vatAmount: '7.14' },
  ],
  vatTreatment: 'vatable',
  vatPercent: '12.00',
  billingDate: '2025-08-01',
  invoiceTotalAmount: '3321.70',
  seller: paid.seller,
  buyer: paid.buyer,
  vesselName: 'MV Zephyr',
  voyageNo: '118N',
};

const rowText = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('credit memos', () => {
  it("issues a memo from a paid invoice's page and opens its print: the memo's lines, totals and reason", async () => {
    const sent: unknown[] = [];
    signIn('finance', {
      'GET /billing-invoices/40': () => ({ body: paid }),
      'POST /credit-memos/': ({ body }) => {
        sent.push(body);
        return { status: 201, body: memo };
      },
    });
    const { user } = renderApp(billingPaths.printInvoice({ invoiceId: 40 }));
    await user.click(await screen.findByRole('button', { name: 'Issue credit memo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit memo on invoice SI-2025-0100' });
    expect(dialog).toHaveTextContent('Invoice total ₱3,321.70; remaining after its credit memos: ₱3,321.70.');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(within(dialog).getByText(creditMemoMessages.amountInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(creditMemoMessages.reasonRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount to credit/ }), '112');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Storage overcharged');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    const page = await screen.findByRole('article', { name: 'Credit memo' });
    expect(sent).toEqual([
      {
        amount: '112.00',
        memo_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        reason: 'Storage overcharged',
        billing_invoice_id: 40,
      },
    ]);
    expect(await screen.findByText('Credit memo CM-000007 issued.')).toBeInTheDocument();
    expect(page).toHaveTextContent('CREDIT MEMO');
    expect(page).toHaveTextContent('No. CM-000007');
    const [parties, lines, totals, why] = within(page).getAllByRole('table') as HTMLElement[];
    expect(rowText(parties as HTMLElement)).toContain(
      'AdjustsSales invoice SI-2025-0100 of Aug 1, 2025, total ₱3,321.70',
    );
    expect(rowText(lines as HTMLElement)).toEqual([
      'DescriptionNet creditedVAT credited',
      'Stevedoring (vessel to pier)40.464.86',
      'Arrastre (pier to consignee)59.547.14',
    ]);
    expect(rowText(totals as HTMLElement)).toEqual([
      'VATable sales credited100.00',
      '12% VAT12.00',
      'Total credited₱112.00',
    ]);
    expect(rowText(why as HTMLElement)).toEqual(['ReasonStorage overcharged', 'Issued byFe Finance']);
  });

  it("prints the sales credited under its invoice's treatment: zero-rated, without a VAT line", async () => {
    signIn('finance', {
      'GET /credit-memos/7': () => ({
        body: { ...memo, vatTreatment: 'zeroRated', vatAmount: '0.00', totalAmount: '100.00' },
      }),
    });
    renderApp(billingPaths.printCreditMemo({ memoId: 7 }));
    const page = await screen.findByRole('article', { name: 'Credit memo' });
    expect(rowText(within(page).getAllByRole('table')[2] as HTMLElement)).toEqual([
      'Zero-rated sales credited100.00',
      'Total credited₱100.00',
    ]);
  });

  it("keeps the dialog open with the server's sentence when the amount is more than remains", async () => {
    const detail = creditMemoMessages.exceedsInvoice
      .replace('{{invoiceNumber}}', 'SI-2025-0100')
      .replace('{{remaining}}', '3209.70');
    signIn('finance', {
      'GET /billing-invoices/40': () => ({ body: paid }),
      'POST /credit-memos/': () => ({ status: 409, body: { detail } }),
    });
    const { user } = renderApp(billingPaths.printInvoice({ invoiceId: 40 }));
    await user.click(await screen.findByRole('button', { name: 'Issue credit memo' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount to credit/ }), '5000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Too much');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(screen.queryByRole('article', { name: 'Credit memo' })).not.toBeInTheDocument();
  });

  it('lists the memos of an invoice below it with what remains, and offers no memo once nothing remains', async () => {
    signIn('finance', {
      'GET /billing-invoices/40': () => ({
        body: {
          ...paid,
          creditMemos: [
            { id: 7, memoNumber: 'CM-000007', memoDate: '2025-08-20', totalAmount: '3321.70', reason: 'Billed twice' },
          ],
          remainingAmount: '0.00',
        },
      }),
    });
    renderApp(billingPaths.printInvoice({ invoiceId: 40 }));
    expect(await screen.findByRole('link', { name: 'CM-000007' })).toHaveAttribute(
      'href',
      billingPaths.printCreditMemo({ memoId: 7 }),
    );
    expect(screen.getByText('Invoice total ₱3,321.70; remaining after its credit memos: ₱0.00.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue credit memo' })).not.toBeInTheDocument();
  });

  it('offers no memo on an unpaid invoice (it is cancelled instead)', async () => {
    signIn('finance', { 'GET /billing-invoices/40': () => ({ body: buildInvoiceDetail() }) });
    renderApp(billingPaths.printInvoice({ invoiceId: 40 }));
    expect(await screen.findByRole('button', { name: 'Cancel invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue credit memo' })).not.toBeInTheDocument();
  });

  it('lists the memos searched, each with its invoice and its print', async () => {
    const queries: string[] = [];
    signIn('finance', {
      'GET /credit-memos/': ({ url }) => {
        queries.push(url.search);
        return { body: { data: [memo], total: 1, limit: 20, offset: 0 } };
      },
    });
    const { user } = renderApp(billingPaths.creditMemos());
    const row = (await screen.findByRole('cell', { name: 'CM-000007' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Storage overcharged');
    expect(row).toHaveTextContent('₱112.00');
    expect(within(row).getByRole('link', { name: 'SI-2025-0100' })).toHaveAttribute(
      'href',
      billingPaths.printInvoice({ invoiceId: 40 }),
    );
    expect(within(row).getByRole('link', { name: 'Print credit memo CM-000007' })).toHaveAttribute(
      'href',
      billingPaths.printCreditMemo({ memoId: 7 }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Search memo or invoice number, BL or buyer' }), 'MNL-002');
    await expect.poll(() => queries.at(-1)).toContain('q=MNL-002');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildReceiptDetail, receiptInvoice } from '../../../test/billing';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const receipt = buildReceiptDetail();

describe('Printed official receipt', () => {
  it('shows the seller, the receipt, the payer, the amount in figures and words, the invoices and the statement', async () => {
    signIn('finance', { 'GET /official-receipts/41': () => ({ body: receipt }) });
    renderApp('/billing/or-invoice/41/print');
    const sheet = await screen.findByRole('article', { name: 'Official receipt' });
    for (const text of [
      'ACME PORT SERVICES',
      'Pier 5, North Harbor, Manila',
      'VAT Reg. TIN: 000-123-456-00000',
      'OFFICIAL RECEIPT',
      'No. OR-0001001',
      'Date: Jan 20, 2025',
      'Received from: Mindanao Rice Traders',
      'Address: 12 Quay Road, Davao City',
      'TIN: —',
      'The sum of: Two Thousand Five Hundred Twenty Pesos And Fifty Six Centavos Only',
      'Amount: ₱2,520.56',
      'THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX',
    ]) {
      expect(sheet).toHaveTextContent(text);
    }
    expect(sheet).toHaveTextContent('In payment of 2 sales invoices');
    const rows = within(within(sheet).getByRole('table', { name: 'Sales invoices paid' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'No.Sales invoice no.BL numberAmount',
      '1BI-2025-000007MNL71,400.56',
      '2BI-2025-000008MNL81,120.00',
    ]);
    expect(sheet).toHaveTextContent('Total amount received₱2,520.56');
    expect(sheet).not.toHaveTextContent('Less: creditable withholding tax');
    expect(sheet).toHaveTextContent('Form of payment');
    expect(sheet).toHaveTextContent('Payment details not recorded.');
  });

  it('says the amount received after the tax withheld, each payment, and each invoice’s tax with its 2307', async () => {
    const paid = buildReceiptDetail({
      amountReceived: '2492.56',
      taxWithheld: '28.00',
      payments: [
        {
          method: 'cheque',
          amount: '2000.00',
          bank: 'BDO Unibank',
          chequeNumber: '0012345',
          chequeDate: '2025-01-18',
          reference: null,
        },
        {
          method: 'bankTransfer',
          amount: '400.00',
          bank: null,
          chequeNumber: null,
          chequeDate: null,
          reference: 'FT881',
        },
        { method: 'cash', amount: '92.56', bank: null, chequeNumber: null, chequeDate: null, reference: null },
      ],
      withholdings: [
        { invoiceId: 7, invoiceNumber: 'BI-2025-000007', percent: '2.00', amount: '28.00', certificateNumber: null },
      ],
    });
    signIn('finance', { 'GET /official-receipts/41': () => ({ body: paid }) });
    renderApp('/billing/or-invoice/41/print');
    const sheet = await screen.findByRole('article', { name: 'Official receipt' });
    expect(sheet).toHaveTextContent(
      'The sum of: Two Thousand Four Hundred Ninety Two Pesos And Fifty Six Centavos Only',
    );
    expect(sheet).toHaveTextContent('Amount: ₱2,492.56');
    expect(sheet).toHaveTextContent(
      'Total of sales invoices₱2,520.56Less: creditable withholding tax(₱28.00)Total amount received₱2,492.56',
    );
    const rowsOf = (name: string) =>
      within(within(sheet).getByRole('table', { name }))
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(rowsOf('Form of payment')).toEqual([
      'MethodBankCheque no. / referenceCheque dateAmount',
      'ChequeBDO Unibank0012345Jan 18, 20252,000.00',
      'Bank transfer—FT881—400.00',
      'Cash———92.56',
    ]);
    expect(rowsOf('Creditable withholding tax')).toEqual([
      'Sales invoice no.RateTax withheldBIR Form 2307',
      'BI-2025-0000072%28.00Pending',
    ]);
  });

  it('records a pending 2307 under the receipt, and shows the server’s refusal', async () => {
    const pending = buildReceiptDetail({
      withholdings: [
        { invoiceId: 7, invoiceNumber: 'BI-2025-000007', percent: '2.00', amount: '28.00', certificateNumber: null },
      ],
    });
    const sent: unknown[] = [];
    let refuse = true;
    signIn('finance', {
      'GET /official-receipts/41': () => ({ body: pending }),
      'POST /official-receipts/41/certificates': ({ body }) => {
        sent.push(body);
        if (refuse) {
          refuse = false;
          return {
            status: 409,
            body: { detail: 'Official receipt OR-0001001 is cancelled: its certificates are not recorded any more.' },
          };
        }
        return {
          body: {
            ...pending,
            withholdings: [{ ...pending.withholdings[0], certificateNumber: '2307-0042' }],
          },
        };
      },
    });
    const { user } = renderApp('/billing/or-invoice/41/print');
    const number = await screen.findByRole('textbox', { name: '2307 number for invoice BI-2025-000007' });
    await user.type(number, '2307-0042');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to record the certificate. Official receipt OR-0001001 is cancelled: its certificates are not recorded any more.',
    );
    await user.click(screen.getByRole('button', { name: 'Record' }));
    const sheet = screen.getByRole('article', { name: 'Official receipt' });
    expect(await within(sheet).findByText('2307-0042')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /2307 number/ })).not.toBeInTheDocument();
    expect(sent).toEqual([
      { billing_invoice_id: 7, certificate_number: '2307-0042' },
      { billing_invoice_id: 7, certificate_number: '2307-0042' },
    ]);
  });

  it('lists more than ten invoices in two tables side by side, numbered on from the first', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) =>
      receiptInvoice(index + 1, `BI-2025-${String(index + 1).padStart(6, '0')}`, '100.00'),
    );
    signIn('finance', {
      'GET /official-receipts/41': () => ({ body: { ...receipt, invoices: twelve, totalAmount: '1200.00' } }),
    });
    renderApp('/billing/or-invoice/41/print');
    const sheet = await screen.findByRole('article', { name: 'Official receipt' });
    const columns = within(sheet).getAllByRole('table', { name: 'Sales invoices paid' });
    expect(
      columns.map((table) =>
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent?.split('BI')[0]),
      ),
    ).toEqual([
      ['No.Sales invoice no.BL numberAmount', '1', '2', '3', '4', '5', '6'],
      ['No.Sales invoice no.BL numberAmount', '7', '8', '9', '10', '11', '12'],
    ]);
    expect(sheet).toHaveTextContent('In payment of 12 sales invoices');
  });

  it('prints the page with Print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    signIn('finance', {
      'GET /official-receipts/41': () => ({
        body: { ...receipt, seller: { ...receipt.seller, vatRegistered: false } },
      }),
    });
    const { user } = renderApp('/billing/or-invoice/41/print');
    expect(await screen.findByRole('article')).toHaveTextContent('Non-VAT Reg. TIN: 000-123-456-00000');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when the receipt does not exist', async () => {
    signIn('finance', {
      'GET /official-receipts/99': () => ({ status: 404, body: { detail: 'Official receipt not found.' } }),
    });
    renderApp('/billing/or-invoice/99/print');
    expect(await screen.findByRole('alert')).toHaveTextContent('Official receipt not found.');
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});

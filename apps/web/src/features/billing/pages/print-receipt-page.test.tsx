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
    const rows = within(sheet).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'No.Sales invoice no.BL numberAmount',
      '1BI-2025-000007MNL71,400.56',
      '2BI-2025-000008MNL81,120.00',
    ]);
    expect(sheet).toHaveTextContent('Total amount received₱2,520.56');
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

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildInvoiceDetail, buildReceiptDetail } from '../../../test/billing';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe("the client's printed documents", () => {
  it("prints its sales invoice on finance's sheet, back to the dashboard", async () => {
    signIn('client', { 'GET /client/invoices/40': () => ({ body: buildInvoiceDetail() }) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderApp('/client/invoices/40/print');
    const sheet = await screen.findByRole('article', { name: 'SALES INVOICE' });
    expect(sheet).toHaveTextContent('VAT Reg. TIN: 000-123-456-00000');
    expect(sheet).toHaveTextContent('No. SI-2025-0100');
    expect(sheet).toHaveTextContent('Total amount due₱3,321.70');
    // The way back, above the sheet and not printed (the menu has its own link).
    const back = screen.getAllByRole('link', { name: 'Client Access' }).find((link) => link.closest('.print-hidden'));
    expect(back).toHaveAttribute('href', '/client/dashboard');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("prints its official receipt on finance's sheet", async () => {
    signIn('client', { 'GET /client/receipts/41': () => ({ body: buildReceiptDetail() }) });
    renderApp('/client/receipts/41/print');
    const sheet = await screen.findByRole('article', { name: 'Official receipt' });
    expect(sheet).toHaveTextContent('No. OR-0001001');
    expect(sheet).toHaveTextContent('Total amount received₱2,520.56');
  });

  it("says an invoice is not found (another company's, or none), without a Retry that cannot help", async () => {
    signIn('client', {
      'GET /client/invoices/99': () => ({ status: 404, body: { detail: 'Invoice not found.' } }),
    });
    renderApp('/client/invoices/99/print');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('offers Retry when the receipt failed to load', async () => {
    signIn('client', { 'GET /client/receipts/41': () => ({ status: 500, body: { detail: 'boom' } }) });
    renderApp('/client/receipts/41/print');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to open the document.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

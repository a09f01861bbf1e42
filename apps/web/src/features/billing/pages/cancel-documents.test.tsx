import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import { billingMessages } from '@portside/contracts/billing';
import type { OfficialReceiptDetail } from '@portside/contracts/official-receipts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildInvoiceDetail, buildReceiptDetail } from '../../../test/billing';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { billingPaths } from '../paths';

const cancellation = { cancelledAt: '2025-08-02T01:30:00Z', cancelledBy: 'Fina Cruz', reason: 'Wrong consignee' };

function serveInvoice(detail: BillingInvoiceDetail, answer: { status?: number; body?: unknown } | null = null) {
  const sent: unknown[] = [];
  let shown = detail;
  signIn('finance', {
    'GET /billing-invoices/40': () => ({ body: shown }),
    'POST /billing-invoices/40/cancel': ({ body }) => {
      sent.push(body);
      if (answer) return answer;
      shown = { ...detail, cancellation };
      return { body: shown };
    },
  });
  return sent;
}

describe('cancelling a sales invoice', () => {
  it('asks a reason, sends it, and shows the invoice CANCELLED with who, when and why; Cancel is gone', async () => {
    const sent = serveInvoice(buildInvoiceDetail());
    const { user } = renderApp(billingPaths.printInvoice({ invoiceId: 40 }));
    await user.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel invoice SI-2025-0100?' });
    expect(dialog).toHaveTextContent('BL MNL-002 can be billed again under a new number.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Wrong consignee');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    expect(
      await screen.findByText('Invoice SI-2025-0100 is cancelled. Its BL can be billed again under a new number.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Wrong consignee' }]);
    const sheet = screen.getByRole('article', { name: 'SALES INVOICE' });
    const stamp = within(sheet).getByRole('note');
    expect(stamp).toHaveTextContent('CANCELLED');
    expect(stamp).toHaveTextContent('by Fina Cruz');
    expect(stamp).toHaveTextContent('Reason: Wrong consignee');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel invoice' })).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's sentence when the invoice was paid meanwhile", async () => {
    const detail = billingMessages.cancelPaid
      .replace('{{invoiceNumber}}', 'SI-2025-0100')
      .replace('{{orNumber}}', 'OR-77');
    serveInvoice(buildInvoiceDetail(), { status: 409, body: { detail } });
    const { user } = renderApp(billingPaths.printInvoice({ invoiceId: 40 }));
    await user.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel invoice SI-2025-0100?' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Wrong consignee');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
  });

  it('offers no Cancel on a paid invoice, nor on a cancelled one', async () => {
    serveInvoice(buildInvoiceDetail({ orNumber: 'OR-77' }));
    renderApp(billingPaths.printInvoice({ invoiceId: 40 }));
    await screen.findByRole('article', { name: 'SALES INVOICE' });
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).not.toBeInTheDocument();
  });
});

function serveReceipt(detail: OfficialReceiptDetail) {
  const sent: unknown[] = [];
  let shown = detail;
  signIn('finance', {
    'GET /official-receipts/41': () => ({ body: shown }),
    'POST /official-receipts/41/cancel': ({ body }) => {
      sent.push(body);
      shown = { ...detail, cancellation };
      return { body: shown };
    },
  });
  return sent;
}

describe('cancelling an official receipt', () => {
  it('says its invoices become receivable again, then shows the receipt CANCELLED', async () => {
    const sent = serveReceipt(buildReceiptDetail());
    const { user } = renderApp('/billing/or-invoice/41/print');
    await user.click(await screen.findByRole('button', { name: 'Cancel receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel official receipt OR-0001001?' });
    expect(dialog).toHaveTextContent('Its 2 invoices are receivable again and may go on a new receipt.');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'OR number mistyped');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel receipt' }));
    expect(
      await screen.findByText('Official receipt OR-0001001 is cancelled. Its invoices are receivable again.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'OR number mistyped' }]);
    const sheet = screen.getByRole('article', { name: 'Official receipt' });
    expect(within(sheet).getByRole('note')).toHaveTextContent('CANCELLED');
  });

  it('offers no Cancel on a cancelled receipt', async () => {
    serveReceipt(buildReceiptDetail({ cancellation }));
    renderApp('/billing/or-invoice/41/print');
    const sheet = await screen.findByRole('article', { name: 'Official receipt' });
    expect(within(sheet).getByRole('note')).toHaveTextContent('Reason: Wrong consignee');
    expect(screen.queryByRole('button', { name: 'Cancel receipt' })).not.toBeInTheDocument();
  });

  it('offers no Cancel on a receipt whose invoices a credit memo adjusts: it stays issued', async () => {
    serveReceipt(buildReceiptDetail({ credited: true }));
    renderApp('/billing/or-invoice/41/print');
    await screen.findByRole('article', { name: 'Official receipt' });
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel receipt' })).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { voyageAfterV } from '../apps/web/src/lib/voyage';
import { landed, screenshot, signIn, titled, useBrowser } from './support/browser';
import { printedSheet } from './support/print';
import { receiptOfInvoices } from './support/receipts';

const b = useBrowser();

describe('finance: documents cancelled, never deleted', () => {
  it('cancels a receipt, then its invoice, and bills the BL again under a new number', async () => {
    const receipt = await receiptOfInvoices(b.page, 1);
    const [invoice] = receipt.invoices;
    if (!invoice) throw new Error('the receipt pays no invoice');
    await b.page.goto('/login');
    await signIn(b.page, 'finance');
    await landed(b.page);

    // The receipt: cancelled with a reason, it prints CANCELLED and its invoice is receivable again.
    await b.page.goto(`/billing/or-invoice/${receipt.id}/print`);
    await b.page.getByRole('button', { name: 'Cancel receipt' }).click();
    const receiptDialog = b.page.getByRole('dialog', { name: `Cancel official receipt ${receipt.orNumber}?` });
    await receiptDialog.getByRole('textbox', { name: 'Reason' }).fill('OR number mistyped on the pad');
    await receiptDialog.getByRole('button', { name: 'Cancel receipt' }).click();
    await b.page
      .getByText(`Official receipt ${receipt.orNumber} is cancelled. Its invoices are receivable again.`)
      .waitFor();
    const receiptSheet = b.page.getByRole('article', { name: 'Official receipt' });
    await receiptSheet.getByText('CANCELLED', { exact: true }).waitFor();
    await screenshot(b.page, 'finance-receipt-cancelled');
    expect(await printedSheet(b.page)).toContain('Reason: OR number mistyped on the pad');

    // The invoice, unpaid again: cancelled with a reason, it keeps its number and prints CANCELLED.
    await b.page.goto(`/billing/billing-invoices/${invoice.id}/print`);
    await b.page.getByRole('button', { name: 'Cancel invoice' }).click();
    const invoiceDialog = b.page.getByRole('dialog', { name: `Cancel invoice ${invoice.invoiceNumber}?` });
    await invoiceDialog.getByRole('textbox', { name: 'Reason' }).fill('Billed to the wrong consignee');
    await invoiceDialog.getByRole('button', { name: 'Cancel invoice' }).click();
    await b.page
      .getByText(`Invoice ${invoice.invoiceNumber} is cancelled. Its BL can be billed again under a new number.`)
      .waitFor();
    await b.page.getByRole('article', { name: 'SALES INVOICE' }).getByText('CANCELLED', { exact: true }).waitFor();
    await screenshot(b.page, 'finance-invoice-cancelled');

    // The BL is billed again on Create Billing Invoice, under a new number.
    await b.page.goto('/billing/billing-invoices/new');
    await titled(b.page, 'Create Billing Invoice');
    await b.page.getByRole('combobox', { name: 'Vessel' }).pressSequentially(invoice.vesselName);
    await b.page
      .getByRole('option', { name: `${invoice.vesselName} V.${voyageAfterV(invoice.voyageNo)}`, exact: true })
      .click();
    await b.page.getByRole('textbox', { name: 'Search BL No.' }).fill(invoice.blNo);
    await b.page
      .getByRole('status', { name: 'BL to be invoiced' })
      .getByText(`BL to be invoiced: ${invoice.blNo}`)
      .waitFor();
    const again = `${invoice.invoiceNumber}-R`;
    await b.page.getByLabel('Invoice number').fill(again);
    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    await b.page
      .getByRole('dialog', { name: 'Submit Billing Invoice?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await b.page.getByText('Billing invoice created successfully').waitFor();

    // The list holds both: the cancelled one marked so, the new one standing.
    await b.page.goto(`/billing/billing-invoices?q=${encodeURIComponent(invoice.invoiceNumber)}`);
    const cancelledRow = b.page
      .getByRole('row')
      .filter({ hasText: invoice.invoiceNumber })
      .filter({ hasText: 'Cancelled' });
    await cancelledRow.first().waitFor();
    await b.page.getByRole('row').filter({ hasText: again }).waitFor();
    expect(await b.page.getByRole('row').filter({ hasText: again }).filter({ hasText: 'Cancelled' }).count()).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { landed, screenshot, signIn, titled, useBrowser } from './support/browser';
import { printedSheet } from './support/print';
import { receiptOfInvoices } from './support/receipts';

const b = useBrowser();

describe('finance: a paid invoice adjusted by a credit memo', () => {
  it('issues a memo from the invoice, prints it, and finds it in the list and under the invoice', async () => {
    const receipt = await receiptOfInvoices(b.page, 1);
    const [invoice] = receipt.invoices;
    if (!invoice) throw new Error('the receipt pays no invoice');
    await b.page.goto('/login');
    await signIn(b.page, 'finance');
    await landed(b.page);

    await b.page.goto(`/billing/billing-invoices/${invoice.id}/print`);
    await b.page.getByRole('button', { name: 'Issue credit memo' }).click();
    const dialog = b.page.getByRole('dialog', { name: `Credit memo on invoice ${invoice.invoiceNumber}` });
    await dialog.getByRole('textbox', { name: /^Amount to credit/ }).fill('10.00');
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Storage days waived');
    await screenshot(b.page, 'finance-credit-memo-dialog');
    await dialog.getByRole('button', { name: 'Issue' }).click();

    const sheet = b.page.getByRole('article', { name: 'Credit memo' });
    await sheet.getByText('CREDIT MEMO', { exact: true }).waitFor();
    const printed = await printedSheet(b.page);
    expect(printed).toContain(invoice.invoiceNumber);
    expect(printed).toContain('Storage days waived');
    expect(printed).toContain('Total credited');
    expect(printed).toContain('10.00');
    const memoNumber = (await sheet.getByText(/^No\. CM-\d{6}$/).textContent())?.replace('No. ', '') ?? '';
    await screenshot(b.page, 'finance-credit-memo-printed');

    await b.page.getByRole('link', { name: 'Credit memos' }).first().click();
    await titled(b.page, 'Credit memos');
    await b.page.getByRole('textbox', { name: 'Search memo or invoice number, BL or buyer' }).fill(memoNumber);
    const row = b.page.getByRole('row').filter({ hasText: memoNumber });
    await row.getByRole('link', { name: invoice.invoiceNumber }).click();
    await b.page.getByRole('article', { name: 'SALES INVOICE' }).waitFor();
    await b.page.getByRole('link', { name: memoNumber }).waitFor();
    expect(await b.page.getByRole('button', { name: 'Cancel invoice' }).count()).toBe(0);
  });
});

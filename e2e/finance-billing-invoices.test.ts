import { describe, expect, it } from 'vitest';
import { landed, screenshot, signIn, titled, useBrowser } from './support/browser';
import { printedSheet } from './support/print';

const b = useBrowser();

describe('finance: billing invoices', () => {
  it('finds an invoice by its number written another way, and prints it on one A4 page', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'finance');
    await landed(b.page);
    // The oldest invoice: one of the demo's, numbered as it numbers them, whatever other journeys bill today.
    await b.page.goto('/billing/billing-invoices?sort=billingDate&order=asc');
    await titled(b.page, 'Billing Invoices');
    const firstNumber = await b.page.getByRole('row').nth(1).getByRole('cell').nth(2).textContent();
    expect(firstNumber).toMatch(/^BI-\d{4}-\d{6}$/);

    // "BI-2026-000123" found as "bi 2026 000123".
    const written = (firstNumber ?? '').toLowerCase().replaceAll('-', ' ');
    await b.page.getByRole('textbox', { name: 'Search by invoice number, vessel or voyage' }).fill(written);
    await expect.poll(() => b.page.getByRole('row').count()).toBe(2);
    await b.page.getByRole('link', { name: `Print invoice ${firstNumber}` }).click();
    const invoice = b.page.getByRole('article', { name: 'SALES INVOICE' });
    await invoice.waitFor();
    for (const text of ['PORTSIDE TERMINAL SERVICES INC.', 'VAT Reg. TIN: 004-512-338-00000', `No. ${firstNumber}`]) {
      await expect.poll(() => invoice.getByText(text).count()).toBeGreaterThan(0);
    }
    await screenshot(b.page, 'finance-sales-invoice');

    const text = await printedSheet(b.page);
    for (const printed of ['SALES INVOICE', firstNumber ?? '', 'Sold to', '12% VAT', 'Total amount due']) {
      expect(text).toContain(printed);
    }
    // The app around the page is not printed.
    expect(text).not.toContain('Billing invoice list');
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney, sumAmounts } from '../apps/web/src/lib/money';
import { landed, placeholderFits, screenshot, signIn, titled, useBrowser } from './support/browser';
import { printedSheet } from './support/print';
import { receiptOfInvoices } from './support/receipts';

const b = useBrowser();

describe('finance: billing invoices', () => {
  it('finds an invoice by its number written another way, and prints it on one A4 page', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'finance');
    await landed(b.page);
    // The oldest invoice: one of the demo's, numbered as it numbers them, whatever other journeys bill today.
    await b.page.goto('/billing/billing-invoices?sort=billingDate&order=asc&month=all');
    await titled(b.page, 'Billing Invoices');
    const firstNumber = await b.page.getByRole('row').nth(1).getByRole('cell').nth(2).textContent();
    expect(firstNumber).toMatch(/^BI-\d{4}-\d{6}$/);

    // "BI-2026-000123" found as "bi 2026 000123".
    const written = (firstNumber ?? '').toLowerCase().replaceAll('-', ' ');
    const search = b.page.getByRole('textbox', { name: 'Search by invoice number, vessel or voyage' });
    expect(await placeholderFits(search)).toBe(true);
    await search.fill(written);
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

describe('finance: official receipts', () => {
  it('adds an invoice at phone width with its number and Add in view, before and after the tap', async () => {
    await b.page.setViewportSize({ width: 390, height: 844 });
    await b.page.goto('/login');
    await signIn(b.page, 'finance');
    await titled(b.page, 'Create official receipt');
    const row = b.page.getByRole('table', { name: 'Invoices without a receipt' }).getByRole('row').nth(1);
    const number = row.getByRole('cell').nth(1);
    const invoiceNumber = (await number.textContent()) ?? '';
    const add = row.getByRole('button', { name: `Add invoice ${invoiceNumber}` });
    const inView = async (target: typeof number) => {
      const box = await target.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844;
    };
    expect([await inView(number), await inView(add)]).toEqual([true, true]);
    await add.click();
    await b.page.getByRole('table', { name: 'Invoices on this receipt' }).getByText(invoiceNumber).waitFor();
    expect(await add.isDisabled()).toBe(true);
    expect(await inView(number)).toBe(true);
  });

  it('prints a receipt of 30 invoices, the most one receipt settles, on one A4 page with their total', async () => {
    const receipt = await receiptOfInvoices(b.page, 30);
    const numbers = receipt.invoices.map((invoice) => invoice.invoiceNumber);
    expect(numbers).toHaveLength(30);
    const total = sumAmounts(receipt.invoices.map((invoice) => invoice.totalAmount));
    expect(receipt.totalAmount).toBe(total);
    const written = formatMoney(total, 'en');

    await b.page.goto('/login');
    await signIn(b.page, 'finance');
    await landed(b.page);
    await b.page.goto(`/billing/or-invoice/${receipt.id}/print`);
    const sheet = b.page.getByRole('article', { name: 'Official receipt' });
    await sheet.getByText('In payment of 30 sales invoices', { exact: true }).waitFor();
    // The amount received, then the total under the list.
    await sheet.getByText(`Amount: ${written}`, { exact: true }).waitFor();
    await sheet.getByText(written, { exact: true }).waitFor();
    await screenshot(b.page, 'finance-official-receipt-30');

    const text = await printedSheet(b.page);
    for (const printed of [`No. ${receipt.orNumber}`, ...numbers]) expect(text).toContain(printed);
    // The PDF's text puts a space between the peso sign and the figure.
    const squeezed = (value: string) => value.replaceAll(' ', '');
    expect(squeezed(text)).toContain(squeezed(`Total amount received ${written}`));
    expect(text).not.toContain('Official receipts');
  });
});

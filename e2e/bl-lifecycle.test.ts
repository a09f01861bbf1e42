import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { voyageAfterV } from '../apps/web/src/lib/voyage';
import { screenshot, signedInPage, signIn, titled, useBrowser } from './support/browser';
import { signInAsCommercial, uniqueSuffix } from './support/commercial';
import { blToClear } from './support/demo-bls';
import { releaseOnTruck } from './support/gate';
import { printedSheet } from './support/print';
import { settleStorage } from './support/receipts';

const b = useBrowser();

/** The guard scans the BL (or scans it again): its card, once it shows what the server answered now. */
async function scanAtGate(guard: Page, blNo: string, expected: string): Promise<Locator> {
  const input = guard.getByRole('combobox', { name: 'BL number' });
  await input.fill(blNo);
  await input.press('Enter');
  const card = guard.getByRole('article', { name: blNo, exact: true });
  await card.getByText(expected, { exact: true }).waitFor();
  return card;
}

describe('the life of a BL, each step by its own role', () => {
  it('is cleared, billed, paid with both documents printed, released at the gate once paid, and tracked', async () => {
    const suffix = uniqueSuffix();
    const clearanceNumber = `CL-E2E-${suffix}`;
    const invoiceNumber = `BI-E2E-${suffix}`;
    const orNumber = `OR-E2E-${suffix}`;
    const { vessel, item } = await blToClear(b.page);
    const { blNo } = item;
    const notCleared = `BL ${blNo} is not cleared by customs: no gate-out before its clearance is recorded.`;
    const notPaid = `BL ${blNo} is not paid: no gate-out before its official receipt is recorded.`;

    // The guard: on a vessel, discharged, but neither cleared nor paid, so the gate refuses it and says why.
    const guard = await signedInPage(b, 'guard');
    await titled(guard, 'Release at the gate');
    let card = await scanAtGate(guard, blNo, 'Not cleared');
    for (const text of ['Discharged', 'Not paid', notCleared, notPaid]) {
      expect(await card.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    expect(await card.getByRole('button', { name: 'Release' }).count()).toBe(0);

    // Commercial records the customs clearance on Create Clearance, the vessel typed into its picker.
    await signInAsCommercial(b.page, signIn);
    const commercial = b.page;
    await commercial.getByRole('button', { name: 'Clearances' }).click();
    await commercial.getByRole('link', { name: 'New clearance' }).click();
    await titled(commercial, 'Create Clearance');
    const clearanceVessel = commercial.getByRole('combobox', { name: 'Vessel' });
    const clearanceOption = `${vessel.name} (${vessel.voyageNumber})`;
    await clearanceVessel.pressSequentially(vessel.name);
    await commercial.getByRole('option', { name: clearanceOption, exact: true }).click();
    await expect.poll(() => clearanceVessel.inputValue()).toBe(clearanceOption);
    await commercial.getByRole('textbox', { name: 'Search BL No.' }).fill(blNo);
    await commercial.getByRole('radio', { name: `Choose BL ${blNo}`, exact: true }).check();
    await commercial.getByLabel('Clearance number').fill(clearanceNumber);
    await commercial.locator('form').getByRole('button', { name: 'Submit' }).click();
    await commercial.getByRole('dialog', { name: 'Submit Clearance?' }).getByRole('button', { name: 'Submit' }).click();
    await commercial.getByText('Clearance created successfully').waitFor();

    // Finance bills it on Create Billing Invoice: the vessel, the BL found by its number, the invoice number.
    const finance = await signedInPage(b, 'finance');
    await finance.getByRole('button', { name: 'Billing invoices' }).click();
    await finance.getByRole('link', { name: 'New billing invoice' }).click();
    await titled(finance, 'Create Billing Invoice');
    await finance.getByRole('combobox', { name: 'Vessel' }).pressSequentially(vessel.name);
    // Finance writes a vessel as "name V.voyage", as its documents print it.
    const vesselVoyage = `${vessel.name} V.${voyageAfterV(vessel.voyageNumber)}`;
    await finance.getByRole('option', { name: vesselVoyage, exact: true }).click();
    await finance.getByRole('textbox', { name: 'Search BL No.' }).fill(blNo);
    await finance
      .getByRole('status', { name: 'BL to be invoiced' })
      .getByText(`BL to be invoiced: ${blNo} (${item.consignee}).`)
      .waitFor();
    await finance.getByLabel('Invoice number').fill(invoiceNumber);
    await finance.locator('form').getByRole('button', { name: 'Submit' }).click();
    const billDialog = finance.getByRole('dialog', { name: 'Submit Billing Invoice?' });
    await billDialog
      .getByText(`Invoice ${invoiceNumber} will bill BL ${blNo} at the tariffs in force on its date.`)
      .waitFor();
    await billDialog.getByRole('button', { name: 'Submit' }).click();
    await finance.getByText('Billing invoice created successfully').waitFor();

    // The guard again before the payment: cleared now, still refused for want of the official receipt.
    card = await scanAtGate(guard, blNo, 'Cleared');
    expect(await card.getByText(notPaid, { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(notCleared, { exact: true }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Release' }).count()).toBe(0);

    // The sales invoice as printed: the seller as registered, its number, the BL, VAT on its own line, on one sheet.
    await finance.getByRole('link', { name: `Print invoice ${invoiceNumber}` }).click();
    const invoice = finance.getByRole('article', { name: 'SALES INVOICE' });
    const invoiceFields = [
      'PORTSIDE TERMINAL SERVICES INC.',
      'VAT Reg. TIN: 004-512-338-00000',
      `No. ${invoiceNumber}`,
      blNo,
      vesselVoyage,
      'Sold to',
      '12% VAT',
      'Total amount due',
    ];
    for (const text of invoiceFields) await invoice.getByText(text, { exact: true }).first().waitFor();
    // The amount as written on the sheet (₱18,986.49), to be found again on the receipt.
    const dueRow = await invoice.getByRole('row', { name: /^Total amount due/ }).innerText();
    const totalDue = /[\d,]+\.\d\d/.exec(dueRow)?.[0] ?? '';
    expect(totalDue).not.toBe('');
    await screenshot(finance, 'bl-lifecycle-invoice');
    const printedInvoice = await printedSheet(finance);
    for (const text of [...invoiceFields, totalDue]) expect(printedInvoice).toContain(text);
    // The app around the document is not printed.
    expect(printedInvoice).not.toContain('Billing invoice list');

    // Finance records the payment on the OR form: the invoice found among those without a receipt, added; the payer
    // withheld 2% of the net (its 2307 to follow) and paid the rest by cheque; submitted.
    await finance.getByRole('link', { name: 'Create OR invoice' }).click();
    await titled(finance, 'Create official receipt');
    await finance.getByLabel('OR number').fill(orNumber);
    await finance.getByRole('textbox', { name: 'Search by invoice number, payer or BL number' }).fill(invoiceNumber);
    await finance.getByRole('button', { name: `Add invoice ${invoiceNumber}` }).click();
    const onReceipt = finance.getByRole('table', { name: 'Invoices on this receipt' });
    await onReceipt.getByRole('cell', { name: invoiceNumber, exact: true }).waitFor();
    await onReceipt.getByRole('checkbox', { name: `Tax withheld from invoice ${invoiceNumber}` }).check();
    await finance.getByRole('button', { name: 'Add cheque' }).click();
    const cheque = finance.getByRole('group', { name: 'Payment 1' });
    await cheque.getByRole('textbox', { name: 'Bank' }).fill('BDO Unibank');
    await cheque.getByRole('textbox', { name: 'Cheque number' }).fill('0012345');
    await cheque.getByLabel('Cheque date').fill(await finance.getByLabel('Date issued').inputValue());
    const received = await cheque.getByRole('textbox', { name: 'Amount' }).inputValue();
    expect(received).toMatch(/^\d+\.\d\d$/);
    await finance.getByRole('button', { name: 'Submit', exact: true }).click();
    const receiptDialog = finance.getByRole('dialog', { name: 'Submit official receipt?' });
    await receiptDialog.getByRole('button', { name: 'Submit' }).click();
    await finance.getByText('Official Receipt created successfully').waitFor();

    // The official receipt as printed: its number, the invoice it settles and the amount, not valid for input tax.
    await finance.getByRole('link', { name: `Print receipt ${orNumber}` }).click();
    const receipt = finance.getByRole('article', { name: 'Official receipt' });
    const receiptFields = [
      'PORTSIDE TERMINAL SERVICES INC.',
      'OFFICIAL RECEIPT',
      `No. ${orNumber}`,
      invoiceNumber,
      blNo,
      'Form of payment',
      'BDO Unibank',
      '0012345',
      'Less: creditable withholding tax',
      'Pending',
      'THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX',
    ];
    for (const text of receiptFields) await receipt.getByText(text, { exact: true }).first().waitFor();
    const receivedShown = Number(received).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(await receipt.innerText()).toMatch(
      new RegExp(`Total of sales invoices\\s*₱${totalDue.replace('.', '\\.')}`),
    );
    expect(await receipt.innerText()).toMatch(
      new RegExp(`Total amount received\\s*₱${receivedShown.replace('.', '\\.')}`),
    );
    await screenshot(finance, 'bl-lifecycle-receipt');
    const printedReceipt = await printedSheet(finance);
    for (const text of [...receiptFields, totalDue, receivedShown]) expect(printedReceipt).toContain(text);
    expect(printedReceipt).not.toContain('Official receipts');

    // The guard once it is paid (and its storage, if it stayed past its free days: e2e/storage-journey.test.ts shows
    // how): released, and the gate-out time noted as the gate shows it.
    await settleStorage(b.page, item);
    card = await scanAtGate(guard, blNo, 'Paid');
    await releaseOnTruck(guard, card, blNo, { plate: 'NBC 1234', driver: 'Pedro Santos', slip: 'WS-LIFE-1' });
    await guard.getByText(new RegExp(`^BL ${blNo}: .* nothing remains: the BL is out of the terminal\\.$`)).waitFor();
    const leftAt = card.getByText(/^Left the terminal at /);
    await leftAt.waitFor();
    const gateOut = (await leftAt.innerText()).replace('Left the terminal at ', '');

    // The processor tracks it: clearance, invoice, official receipt and gate-out, each in its own column.
    const processor = await signedInPage(b, 'processor');
    await titled(processor, 'Track a bill of lading');
    const input = processor.getByRole('combobox', { name: 'BL number' });
    await input.fill(blNo);
    await input.press('Enter');
    const row = processor.getByRole('row').filter({ hasText: blNo });
    await row.waitFor();
    const headers = await processor.getByRole('columnheader').allInnerTexts();
    const cell = (header: string) => row.getByRole('cell').nth(headers.indexOf(header));
    expect(await cell('Vessel').innerText()).toBe(vessel.name);
    expect(await cell('Clearance').innerText()).toContain(clearanceNumber);
    expect(await cell('Invoice').innerText()).toContain(invoiceNumber);
    expect(await cell('OR').innerText()).toContain(orNumber);
    expect(await cell('Gate Out').innerText()).toBe(gateOut);
    await cell('OR').scrollIntoViewIfNeeded();
    await screenshot(processor, 'bl-lifecycle-track');
  });
});

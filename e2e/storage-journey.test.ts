import { describe, expect, it } from 'vitest';
import { voyageAfterV } from '../apps/web/src/lib/voyage';
import { screenshot, signedInPage, titled, useBrowser } from './support/browser';
import { uniqueSuffix } from './support/commercial';
import { blOwingStorage } from './support/demo-bls';
import { releaseOnTruck } from './support/gate';

const b = useBrowser();

const pesos = (amount: string) => Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 });

describe('a BL that stays past its free days', () => {
  it('is held at the gate with the storage it owes, billed and receipted by finance, then leaves in three trucks', async () => {
    const suffix = uniqueSuffix();
    const invoiceNumber = `BI-ST-${suffix}`;
    const orNumber = `OR-ST-${suffix}`;
    const bl = await blOwingStorage(b.page);
    const owed = pesos(bl.storageBilling?.owedAmount ?? '0');

    // The guard: cleared and paid, but the storage accrued to today is not: refused, with the amount.
    const guard = await signedInPage(b, 'guard');
    await titled(guard, 'Release at the gate');
    const scan = async () => {
      const input = guard.getByRole('combobox', { name: 'BL number' });
      await input.fill(bl.blNo);
      await input.press('Enter');
      return guard.getByRole('article', { name: bl.blNo, exact: true });
    };
    let card = await scan();
    await card
      .getByText(
        `BL ${bl.blNo} owes PHP ${owed} of storage to today: it leaves once finance bills it and a receipt pays it.`,
      )
      .waitFor();
    expect(await card.getByRole('button', { name: 'Release', exact: true }).count()).toBe(0);
    await screenshot(guard, 'storage-held');

    // Finance bills its storage to today: the days line by line before Submit, the same amount as the gate's.
    const finance = await signedInPage(b, 'finance');
    await finance.getByRole('button', { name: 'Billing invoices' }).click();
    await finance.getByRole('link', { name: 'New billing invoice' }).click();
    await titled(finance, 'Create Billing Invoice');
    // The segmented control's radios are hidden behind their labels: the clerk taps the label.
    await finance
      .locator('label')
      .filter({ hasText: /^Storage$/ })
      .click();
    expect(await finance.getByRole('radio', { name: 'Storage' }).isChecked()).toBe(true);
    await finance.getByRole('combobox', { name: 'Vessel' }).pressSequentially(bl.vesselName);
    await finance.getByRole('option', { name: `${bl.vesselName} V.${voyageAfterV(bl.voyageNo)}`, exact: true }).click();
    await finance.getByRole('textbox', { name: 'Search BL No.' }).fill(bl.blNo);
    const preview = finance.getByRole('status', { name: /^Storage to bill/ });
    await preview.getByText(`₱${owed}`, { exact: true }).waitFor();
    expect(await preview.getByRole('row').count()).toBeGreaterThan(1);
    await finance.getByLabel('Invoice number').fill(invoiceNumber);
    await screenshot(finance, 'storage-invoice-form');
    await finance.locator('form').getByRole('button', { name: 'Submit' }).click();
    const billDialog = finance.getByRole('dialog', { name: 'Submit Billing Invoice?' });
    await billDialog
      .getByText(`Storage invoice ${invoiceNumber} will bill the storage of BL ${bl.blNo} for the days shown.`)
      .waitFor();
    await billDialog.getByRole('button', { name: 'Submit' }).click();
    await finance.getByText('Billing invoice created successfully').waitFor();

    // Billed is not paid: still held.
    card = await scan();
    await card.getByText(new RegExp(`^BL ${bl.blNo} owes PHP ${owed.replace('.', '\\.')} of storage`)).waitFor();

    // The printed storage invoice: its days and lines.
    await finance.getByRole('link', { name: `Print invoice ${invoiceNumber}` }).click();
    const invoice = finance.getByRole('article', { name: 'SALES INVOICE' });
    await invoice.getByText(/^Storage from /).waitFor();
    expect(await invoice.innerText()).toContain(owed);
    await screenshot(finance, 'storage-invoice-printed');

    // Finance receipts it, in cash.
    await finance.getByRole('link', { name: 'Create OR invoice' }).click();
    await titled(finance, 'Create official receipt');
    await finance.getByLabel('OR number').fill(orNumber);
    await finance.getByRole('textbox', { name: 'Search by invoice number, payer or BL number' }).fill(invoiceNumber);
    await finance.getByRole('button', { name: `Add invoice ${invoiceNumber}` }).click();
    await finance.getByRole('button', { name: 'Add cash' }).click();
    await finance.getByRole('button', { name: 'Submit', exact: true }).click();
    await finance
      .getByRole('dialog', { name: 'Submit official receipt?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await finance.getByText('Official Receipt created successfully').waitFor();

    // The guard: nothing owed now; three trucks, the last taking what remains.
    card = await scan();
    await card.getByText('Owed to today: ₱0.00').waitFor();
    const whole = bl.remainingPackages;
    for (const [index, packages] of [1, 1, undefined].entries()) {
      const dialog = await releaseOnTruck(guard, card, bl.blNo, {
        packages,
        plate: `NBC ${1234 + index}`,
        driver: 'Pedro Santos',
        slip: `WS-ST-${suffix}-${index + 1}`,
      });
      await dialog.waitFor({ state: 'detached' });
    }
    await guard
      .getByText(
        `BL ${bl.blNo}: ${(whole - 2).toLocaleString('en')} package${whole === 3 ? '' : 's'} left on truck NBC 1236; nothing remains: the BL is out of the terminal.`,
      )
      .waitFor();
    await card.getByText(/^Left the terminal at /).waitFor();
    await screenshot(guard, 'storage-released');
  });
});

import { readFileSync } from 'node:fs';
import type {
  categorySummaryResponseSchema,
  consigneeItemsResponseSchema,
  consigneeSummaryResponseSchema,
} from '@portside/contracts/reports';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { namePart } from '../apps/web/src/features/dashboards/kit/report-export';
import { landed, screenshot, signIn, titled, useBrowser } from './support/browser';
import { apiGet } from './support/commercial';

type Categories = z.infer<typeof categorySummaryResponseSchema>;
type Consignees = z.infer<typeof consigneeSummaryResponseSchema>;
type ConsigneeItems = z.infer<typeof consigneeItemsResponseSchema>;

const b = useBrowser({ acceptDownloads: true });
const cbm = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A figure as the screen writes it ("₱1,234.50", "1,234.57") as the CSV writes it ("1234.50"). */
const plain = (shown: string) => shown.replace(/[^\d.-]/g, '');

describe('revenue page', () => {
  it("follows the filters, drills from a category to a consignee's BLs, and exports them with the table's totals", async () => {
    const year = new Date().getFullYear();
    const period = `from_year=${year}&to_year=${year + 1}`;
    await b.page.goto('/login');
    await signIn(b.page, 'checker');
    await landed(b.page);
    await b.page.goto('/dashboard/reports/revenue');
    await titled(b.page, 'Revenue');

    // This year to next year, both categories: the grand total is the server's.
    const both = await apiGet<Categories>(b.page, `/reports/category-summary?${period}`);
    const grandTotal = b.page.getByRole('row', { name: /Grand total/ });
    await expect.poll(() => grandTotal.textContent()).toContain(cbm.format(both.summary.totalCbm));

    // Arrastre alone: other figures, the server's for that filter.
    const arrastre = await apiGet<Categories>(b.page, `/reports/category-summary?${period}&category=arrastre`);
    expect(arrastre.summary.totalCbm).toBeGreaterThan(0);
    expect(arrastre.summary.totalCbm).toBeLessThan(both.summary.totalCbm);
    await b.page.getByRole('combobox', { name: 'Category' }).click();
    await b.page.getByRole('option', { name: 'Arrastre' }).click();
    await b.page.waitForURL(/category=arrastre/);
    await expect.poll(() => grandTotal.textContent()).toContain(cbm.format(arrastre.summary.totalCbm));
    await screenshot(b.page, 'revenue-categories');

    // Arrastre by consignee, then the largest consignee's BLs.
    await b.page.getByRole('table').getByRole('button', { name: 'Arrastre' }).click();
    await b.page.getByRole('heading', { name: 'Arrastre by consignee' }).waitFor();
    const consignees = await apiGet<Consignees>(b.page, `/reports/arrastre-summary?${period}&category=arrastre`);
    const largest = consignees.data[0];
    if (!largest) throw new Error('The demo data has no arrastre consignee this year');
    const name = largest.consignee || '(Unknown)';
    await b.page.getByRole('table').getByRole('button', { name, exact: true }).click();
    const dialog = b.page.getByRole('dialog', { name: `Bills of lading of ${name}` });
    const totalRow = dialog.locator('tfoot tr');
    await totalRow.waitFor();
    const shownTotals = (await totalRow.locator('td').allTextContents()).map(plain);
    const items = await apiGet<ConsigneeItems>(
      b.page,
      `/reports/consignees/${encodeURIComponent(largest.consigneeKey)}/items?${period}&category=arrastre&limit=1`,
    );
    expect(shownTotals[5]).toBe(plain(cbm.format(items.summary.totalCbm)));
    await screenshot(b.page, 'revenue-consignee-bls');

    const [download] = await Promise.all([
      b.page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`consignee-${namePart(name)}-${year}-${year + 1}.csv`);
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'BL No.',
      'Vessel',
      'Arrival',
      'Description',
      'Packages',
      'CBM',
      'Net revenue',
      'Invoice No.',
    ]);
    expect(rows).toHaveLength(items.total + 2);
    // The file's totals row is the dialog's (packages and net as shown, CBM with the API's 3 places), and the totals
    // of exactly its BLs: their CBM adds up to it.
    const fileTotals = rows.at(-1) ?? [];
    expect(fileTotals[0]).toBe('Total of these BLs');
    expect([fileTotals[4], fileTotals[6]]).toEqual([shownTotals[4], shownTotals[6]]);
    expect(fileTotals[5]).toBe(items.summary.totalCbm.toFixed(3));
    const thousandths = rows.slice(1, -1).reduce((sum, row) => sum + Math.round(Number(row[5]) * 1000), 0);
    expect(thousandths).toBe(Math.round(items.summary.totalCbm * 1000));
  });
});

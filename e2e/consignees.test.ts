import type { consigneeCompetitorsResponseSchema, consigneesResponseSchema } from '@portside/contracts/analytics';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { landed, screenshot, signIn, titled, useBrowser } from './support/browser';
import { apiGet } from './support/commercial';

type Consignees = z.infer<typeof consigneesResponseSchema>;
type Competitors = z.infer<typeof consigneeCompetitorsResponseSchema>;

const b = useBrowser();

describe('consignees overview', () => {
  it("shows 40 consignees after Load more, and drills from a consignee to a competitor's BLs and back", async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'supervisor');
    await landed(b.page);
    await b.page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Consignees' }).click();
    await b.page.waitForURL('**/dashboard/consignees');
    await titled(b.page, 'Consignees');

    const year = new Date().getFullYear();
    const period = `start=${year}-01-01&end=${year + 1}-01-01`;
    const all = await apiGet<Consignees>(b.page, `/analytics/consignees/?${period}&limit=40`);
    if (all.total.rows <= 20) throw new Error('The demo data has no more than 20 consignees this year');
    const table = b.page.getByRole('region', { name: 'Consignee totals' }).getByRole('table');
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(20);
    await b.page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBe(Math.min(40, all.total.rows));
    await b.page.waitForURL(/limit=40/);
    await screenshot(b.page, 'consignees-overview');

    // The largest consignee: who handled its cargo, then the largest handler's BLs for it.
    const largest = all.items[0];
    if (!largest) throw new Error('The demo data has no consignee this year');
    const name = largest.consignee || '(Unknown)';
    await table.getByRole('button', { name, exact: true }).click();
    const heading = b.page.getByRole('heading', { name: `Who handled the cargo of ${name}` });
    await heading.waitFor();
    const competitors = await apiGet<Competitors>(
      b.page,
      `/analytics/consignees/${encodeURIComponent(largest.consigneeKey)}/competitors?${period}`,
    );
    const handler = competitors.data.find((row) => row.name !== '');
    if (!handler) throw new Error('Nobody the registry knows handled the largest consignee this year');
    const handlers = b.page.getByRole('region', { name: 'Cargo handlers' }).getByRole('table');
    await expect.poll(() => handlers.locator('tbody tr').count()).toBe(competitors.data.length);
    await expect.poll(() => handlers.locator('tfoot').textContent()).toContain('100%');
    await handlers.getByRole('button', { name: handler.name, exact: true }).click();
    await b.page.getByRole('heading', { name: `BLs of ${name} handled by ${handler.name}` }).waitFor();
    // "both" counts a BL once per service, so the row's BLs may be more than the BLs listed.
    const bls = b.page.getByRole('table').locator('tbody tr');
    await expect.poll(() => bls.count()).toBeGreaterThan(0);
    expect(await bls.count()).toBeLessThanOrEqual(Math.min(100, handler.bls));
    await screenshot(b.page, 'consignees-operator-bls');

    // Back one level at a time: the competitors, then the list (still 40 rows).
    await b.page.getByRole('button', { name: 'Back' }).click();
    await heading.waitFor();
    await b.page.getByRole('link', { name: 'Back' }).click();
    await expect.poll(() => rows.count()).toBe(Math.min(40, all.total.rows));
    expect(new URL(b.page.url()).search).toBe('?limit=40');
  });
});

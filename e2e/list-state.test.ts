import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';
import { createShippingAgent, createVessel, signInAsCommercial, uniqueSuffix } from './support/commercial';

const b = useBrowser();

/** The vessels list as left: searched, sorted by name descending, on page 2 of 2. */
async function expectListState(page: Page, suffix: string) {
  await page.waitForURL((url) => url.pathname === '/commercial/vessels');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    q: suffix,
    sort: 'name',
    order: 'desc',
    page: '2',
  });
  await expect.poll(() => page.getByRole('textbox', { name: 'Search by name or voyage' }).inputValue()).toBe(suffix);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect.poll(() => rows.first().getByRole('cell').first().textContent()).toBe(`MV Listing ${suffix} 05`);
  await expect.poll(() => rows.count()).toBe(5);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  expect(await pager.getByRole('button', { name: '2', exact: true }).getAttribute('aria-current')).toBe('page');
  expect(await page.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
}

describe('list state in the URL', () => {
  it('restores the search, sort and page of a list by Back after another page, and by reloading', async () => {
    const suffix = uniqueSuffix();
    await signInAsCommercial(b.page, signIn);
    const agent = await createShippingAgent(b.page, `Listing Lines ${suffix}`, `Listing Agency ${suffix}`);
    for (let n = 1; n <= 25; n++) {
      const name = `MV Listing ${suffix} ${String(n).padStart(2, '0')}`;
      await createVessel(b.page, { name, voyage_number: `L${n}`, company_id: agent.id });
    }

    await b.page.goto('/commercial/vessels');
    await b.page.getByRole('textbox', { name: 'Search by name or voyage' }).fill(suffix);
    await expect.poll(() => new URL(b.page.url()).searchParams.get('q')).toBe(suffix);
    const sortByName = b.page.getByRole('columnheader', { name: 'Name' }).getByRole('button');
    await sortByName.click();
    await sortByName.click();
    await b.page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: '2', exact: true })
      .click();
    await expectListState(b.page, suffix);

    const newVessel = b.page.getByRole('link', { name: 'New vessel' });
    if (!(await newVessel.isVisible())) await b.page.getByRole('button', { name: 'Vessels' }).click();
    await newVessel.click();
    await b.page.waitForURL('**/commercial/vessels/new');
    await b.page.goBack();
    await expectListState(b.page, suffix);

    await b.page.reload();
    await expectListState(b.page, suffix);

    // Back walks the page and the two sorts; the search replaced the list's entry, so one more Back leaves the list.
    for (const _ of [1, 2, 3]) await b.page.goBack();
    await b.page.waitForURL((url) => url.pathname === '/commercial/vessels' && url.search === `?q=${suffix}`);
    await b.page.goBack();
    await b.page.waitForURL((url) => url.pathname !== '/commercial/vessels');
  });
});

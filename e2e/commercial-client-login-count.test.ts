import { describe, expect, it } from 'vitest';
import { landed, screenshot, signIn, useBrowser } from './support/browser';
import { signInAsCommercial } from './support/commercial';

const b = useBrowser();

describe('commercial: client login count', () => {
  it('counts a client sign-in and finds the client by username', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'client');
    await landed(b.page);
    await b.page.getByRole('button', { name: 'Logout' }).first().click();
    await b.page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await b.page.waitForURL('**/login');

    await signInAsCommercial(b.page, signIn);
    await b.page.getByRole('button', { name: 'Clients' }).click();
    await b.page.getByRole('link', { name: 'Client login count' }).click();
    await b.page.waitForURL('**/commercial/clients/login-count');
    await b.page.getByRole('textbox', { name: 'Search by username or name' }).fill('client');
    const row = b.page.getByRole('row').filter({ has: b.page.getByRole('cell', { name: 'client', exact: true }) });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(async () => Number(await row.getByRole('cell').nth(4).textContent())).toBeGreaterThan(0);
    await expect.poll(() => b.page.getByText(/^Total logins: \d+$/).isVisible()).toBe(true);
    await screenshot(b.page, 'commercial-client-login-count');
  });
});

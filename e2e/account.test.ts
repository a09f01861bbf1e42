import { describe, expect, it } from 'vitest';
import { demoPassword, landed, screenshot, signIn, useBrowser } from './support/browser';

const b = useBrowser();

describe('the account menu', () => {
  it('asks before logging out: Cancel stays, Logout goes to /login', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'checker');
    const landing = await landed(b.page);
    await b.page.getByRole('button', { name: 'Logout' }).first().click();
    const dialog = b.page.getByRole('dialog', { name: 'Confirm Logout' });
    await expect.poll(() => dialog.getByText('Are you sure you want to log out?').isVisible()).toBe(true);
    await screenshot(b.page, 'logout-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(new URL(b.page.url()).pathname).toBe(landing);
    await b.page.getByRole('button', { name: 'Logout' }).first().click();
    await b.page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await b.page.waitForURL('**/login');
    await b.page.goto('/dashboard');
    await b.page.waitForURL('**/login?redirect=*');
  });

  it('changes the language and the direction of the page, and remembers the choice', async () => {
    await b.page.goto('/login');
    await b.page.getByRole('button', { name: 'Language' }).first().click();
    await b.page.getByRole('menuitem', { name: 'اردو' }).click();
    await expect.poll(() => b.page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => b.page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    await screenshot(b.page, 'login-urdu');
    await b.page.reload();
    await expect.poll(() => b.page.locator('html').getAttribute('dir')).toBe('rtl');
    await b.page.getByRole('button', { name: 'زبان' }).first().click();
    await b.page.getByRole('menuitem', { name: '日本語' }).click();
    await expect.poll(() => b.page.locator('html').getAttribute('dir')).toBe('ltr');
    await expect.poll(() => b.page.locator('html').getAttribute('lang')).toBe('ja');
  });

  it('validates the new password in the Change Password dialog', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'processor');
    await landed(b.page);
    await b.page.getByRole('button', { name: 'Account menu' }).click();
    await b.page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current password').fill(demoPassword);
    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm new password').fill('other');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('New password and confirmation do not match.').isVisible()).toBe(true);
    await screenshot(b.page, 'change-password');
  });
});

describe('sessions', () => {
  it('a password change keeps its user signed in with a new token; logout ends it on the server', async () => {
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${b.baseUrl}/api${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
    const admin = (await (
      await api('/auth/login', { method: 'POST', body: JSON.stringify({ username: 'admin', password: demoPassword }) })
    ).json()) as { accessToken: string };
    const username = `e2e-sessions-${Date.now()}`;
    await api('/auth/register', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.accessToken}` },
      body: JSON.stringify({ name: 'Session Tester', username, password: 'first-password', department: 'checker' }),
    });
    await b.page.goto('/login');
    await signIn(b.page, username, 'first-password');
    await landed(b.page);
    const before = await b.page.evaluate<string | null>("localStorage.getItem('portside.accessToken')");

    await b.page.getByRole('button', { name: 'Account menu' }).click();
    await b.page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current password').fill('first-password');
    await dialog.getByLabel('New password', { exact: true }).fill('second-password');
    await dialog.getByLabel('Confirm new password').fill('second-password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await b.page.getByText('Password changed successfully!').waitFor();
    const after = await b.page.evaluate<string | null>("localStorage.getItem('portside.accessToken')");
    expect(after).not.toBe(before);
    expect((await api('/auth/me', { headers: { authorization: `Bearer ${before}` } })).status).toBe(401);
    await b.page.reload();
    await landed(b.page);
    expect(new URL(b.page.url()).pathname).not.toBe('/login');

    await b.page.getByRole('button', { name: 'Logout' }).first().click();
    await b.page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await b.page.waitForURL('**/login');
    await expect
      .poll(async () => (await api('/auth/me', { headers: { authorization: `Bearer ${after}` } })).status)
      .toBe(401);
  });
});

describe('the shell on a phone', () => {
  it('opens the menu drawer from the burger and closes it with Escape and with the overlay', async () => {
    await b.page.setViewportSize({ width: 390, height: 780 });
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.waitForURL('**/admin');
    const drawer = b.page.getByRole('dialog');
    await b.page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => drawer.getByText('Maria Santos').isVisible()).toBe(true);
    await b.page.waitForTimeout(400); // the drawer's slide-in animation
    await screenshot(b.page, 'mobile-drawer');
    await b.page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await b.page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await b.page.mouse.click(370, 400); // the overlay, right of the 260 px drawer
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });
});

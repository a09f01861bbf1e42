import { describe, expect, it } from 'vitest';
import { asDemoUser } from './support/api';
import { demoPassword, landed, screenshot, signedInPage, signIn, useBrowser } from './support/browser';
import { demoClientCompany, logOut, signInToClientDashboard } from './support/client-accounts';
import { uniqueSuffix } from './support/commercial';

const b = useBrowser();

describe('admin', () => {
  it('creates a user who appears in the list and can sign in', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.waitForURL('**/admin');
    await expect.poll(() => b.page.getByText('Recent Client Logins').isVisible()).toBe(true);
    await screenshot(b.page, 'admin-overview');
    await b.page.getByRole('button', { name: 'User management' }).click();
    await b.page.getByRole('link', { name: 'New user' }).click();
    await b.page.waitForURL('**/admin/users/new');
    await b.page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosa Aquino');
    await b.page.getByRole('textbox', { name: 'Username', exact: true }).fill('rosa.aquino');
    await b.page.getByLabel(/^Password/).fill('harbour-2026');
    await b.page.getByRole('combobox', { name: 'Department' }).click();
    await b.page.getByRole('option', { name: 'Finance' }).click();
    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    await b.page.getByRole('dialog', { name: 'Submit User?' }).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => b.page.getByText('User created successfully!').isVisible()).toBe(true);
    await b.page.waitForURL((url) => url.pathname === '/admin/users');
    await screenshot(b.page, 'admin-users');
    // Sorted by id, the newest user is on the last page: the numbered button before Next.
    const pager = b.page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button').nth(-2).click();
    await expect.poll(() => b.page.getByRole('cell', { name: 'rosa.aquino', exact: true }).isVisible()).toBe(true);

    await b.page.getByRole('button', { name: 'Logout' }).first().click();
    await b.page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await b.page.waitForURL('**/login');
    await signIn(b.page, 'rosa.aquino', 'harbour-2026');
    await landed(b.page);
    await expect.poll(() => b.page.getByText('Rosa Aquino').first().isVisible()).toBe(true);
  });

  it('creates a client user of a client company, shown with its company, who signs in to the client dashboard', async () => {
    const company = await demoClientCompany(b.page);
    const username = `client.${uniqueSuffix().toLowerCase()}`;
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.waitForURL('**/admin');
    await b.page.goto('/admin/users/new');
    await b.page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lorna Villanueva');
    await b.page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await b.page.getByLabel(/^Password/).fill('harbour-2026');
    await b.page.getByRole('combobox', { name: 'Department' }).click();
    await b.page.getByRole('option', { name: 'Client' }).click();
    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => b.page.getByText('Choose the consignee company this client user belongs to.').isVisible())
      .toBe(true);
    await b.page.getByRole('combobox', { name: 'Company' }).fill(company.name);
    await b.page.getByRole('option', { name: company.name, exact: true }).click();
    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    await b.page.getByRole('dialog', { name: 'Submit User?' }).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => b.page.getByText('User created successfully!').isVisible()).toBe(true);
    await b.page.waitForURL((url) => url.pathname === '/admin/users');
    await b.page.getByRole('textbox', { name: 'Search by name or username' }).fill(username);
    const row = b.page.getByRole('row').filter({ hasText: username });
    await expect.poll(() => row.getByRole('cell', { name: company.name, exact: true }).isVisible()).toBe(true);
    await screenshot(b.page, 'admin-users-client');

    await logOut(b.page);
    expect(await signInToClientDashboard(b.page, username, 'harbour-2026')).toBe('/client/dashboard');
  });

  it('deactivates a signed-in user, who is signed out and refused, then reactivates them with a new password', async () => {
    const username = `dock.${uniqueSuffix().toLowerCase()}`;
    const admin = await asDemoUser(b.page, 'admin');
    const { id } = await admin<{ id: number }>('/auth/register', {
      name: 'Dante Cruz',
      username,
      password: demoPassword,
      department: 'operation',
    });
    const theirs = await signedInPage(b, username);

    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.waitForURL('**/admin');
    await b.page.goto('/admin/users');
    await b.page.getByRole('textbox', { name: 'Search by name or username' }).fill(username);
    await b.page.getByRole('link', { name: `Manage ${username}` }).click();
    await b.page.waitForURL(`**/admin/users/${id}`);
    await expect.poll(() => b.page.getByRole('heading', { name: 'User: Dante Cruz' }).isVisible()).toBe(true);
    await b.page.getByRole('button', { name: 'Deactivate' }).click();
    const question = b.page.getByRole('dialog', { name: 'Deactivate this user?' });
    await question.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => b.page.getByText('Dante Cruz is deactivated.').isVisible()).toBe(true);
    await expect.poll(() => b.page.getByText('This user is deactivated and cannot sign in.').isVisible()).toBe(true);
    await screenshot(b.page, 'admin-manage-user');

    // Their open page is signed out at its next call, and the sign-in is refused.
    await theirs.reload();
    await theirs.waitForURL('**/login**');
    await signIn(theirs, username);
    // As a wrong password is: a deactivated account does not tell whether its password is right (docs/security.md).
    await expect.poll(() => theirs.getByText('Invalid credentials').isVisible()).toBe(true);

    await b.page.getByRole('button', { name: 'Reactivate' }).click();
    await b.page
      .getByRole('dialog', { name: 'Reactivate this user?' })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await expect.poll(() => b.page.getByText('Dante Cruz can sign in again.').isVisible()).toBe(true);
    await b.page.getByLabel(/^New password/).fill('quay-side-2026');
    await b.page.getByLabel(/^Confirm new password/).fill('quay-side-2026');
    await b.page.getByRole('button', { name: 'Set password' }).click();
    await b.page
      .getByRole('dialog', { name: 'Set a new password?' })
      .getByRole('button', { name: 'Set password' })
      .click();
    await expect
      .poll(() => b.page.getByText('The new password is set: the user signs in with it from now on.').isVisible())
      .toBe(true);

    await signIn(theirs, username, 'quay-side-2026');
    await landed(theirs);
  });
});

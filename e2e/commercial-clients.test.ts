import { describe, expect, it } from 'vitest';
import { screenshot, signIn, useBrowser } from './support/browser';
import { demoClientCompany, logOut, signInToClientDashboard } from './support/client-accounts';
import { apiPost, signInAsCommercial, uniqueSuffix } from './support/commercial';

const b = useBrowser();

describe('commercial: clients', () => {
  it('adds a client after confirming and finds it in the list by name', async () => {
    const lastName = `Quayside${uniqueSuffix()}`;
    await signInAsCommercial(b.page, signIn);
    await b.page.getByRole('button', { name: 'Clients' }).click();
    await b.page.getByRole('link', { name: 'New client' }).click();
    await b.page.waitForURL('**/commercial/clients/new');

    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => b.page.getByText('First name is required').isVisible()).toBe(true);
    await b.page.getByLabel('First name').fill('Estrella');
    await b.page.getByLabel('Last name').fill(lastName);
    await b.page.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.ph`);
    await b.page.getByLabel('Mobile number').fill('09171234567');
    await b.page.getByLabel('Street address').fill('8 Sasa Wharf');
    await b.page.locator('form').getByRole('button', { name: 'Submit' }).click();
    await b.page.getByRole('dialog', { name: 'Submit Client?' }).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => b.page.getByText('Client created successfully').isVisible()).toBe(true);
    await expect.poll(() => b.page.getByLabel('Last name').inputValue()).toBe('');
    await screenshot(b.page, 'commercial-client-new');

    await b.page.getByRole('link', { name: 'Client list' }).click();
    await b.page.waitForURL('**/commercial/clients');
    await b.page.getByRole('textbox', { name: 'Search by name, company, kind or email' }).fill(lastName);
    await expect.poll(() => b.page.getByRole('row').count()).toBe(2);
    await expect.poll(() => b.page.getByRole('cell', { name: `Estrella ${lastName}` }).isVisible()).toBe(true);
    await expect.poll(() => b.page.getByRole('cell', { name: '8 Sasa Wharf' }).isVisible()).toBe(true);
    await screenshot(b.page, 'commercial-clients');
  });

  it('brings the message of a long form into view after it is submitted from the bottom', async () => {
    const lastName = `Wharfside${uniqueSuffix()}`;
    await signInAsCommercial(b.page, signIn);
    await b.page.getByRole('button', { name: 'Clients' }).click();
    await b.page.getByRole('link', { name: 'New client' }).click();
    await b.page.waitForURL('**/commercial/clients/new');
    await b.page.getByLabel('First name').fill('Lorna');
    await b.page.getByLabel('Last name').fill(lastName);
    await b.page.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.ph`);
    await b.page.getByLabel('Mobile number').fill('+63 917 123 4567');
    const submit = b.page.locator('form').getByRole('button', { name: 'Submit' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await b.page.getByRole('dialog', { name: 'Submit Client?' }).getByRole('button', { name: 'Submit' }).click();
    const message = b.page.getByText('Client created successfully');
    await message.waitFor();
    const inView = () =>
      message.evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return top >= 0 && bottom <= element.ownerDocument.documentElement.clientHeight;
      });
    await expect.poll(inView).toBe(true);
  });

  it('gives a client of a client company a portal sign-in, with which the client signs in to its dashboard', async () => {
    const company = await demoClientCompany(b.page);
    const lastName = `Portside${uniqueSuffix()}`;
    const email = `${lastName.toLowerCase()}@example.ph`;
    await signInAsCommercial(b.page, signIn);
    await apiPost(b.page, '/clients/', {
      first_name: 'Marites',
      last_name: lastName,
      email,
      mobile_number: '09171234567',
      company_id: company.id,
    });
    await b.page.goto('/commercial/clients');
    await b.page.getByRole('textbox', { name: 'Search by name, company, kind or email' }).fill(lastName);
    await expect.poll(() => b.page.getByRole('row').count()).toBe(2);
    await b.page.getByRole('button', { name: 'Give sign-in' }).click();
    const dialog = b.page.getByRole('dialog', { name: `Portal sign-in for Marites ${lastName}` });
    await expect.poll(() => dialog.getByLabel(/^Username/).inputValue()).toBe(email);
    await dialog.getByLabel(/^Password/).fill('wharf-and-rice');
    await dialog.getByRole('button', { name: 'Give sign-in' }).click();
    const confirm = b.page.getByRole('dialog', { name: 'Give portal sign-in?' });
    await expect.poll(() => confirm.getByText(company.name, { exact: false }).isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Give sign-in' }).click();
    await expect
      .poll(() => b.page.getByText(`Marites ${lastName} can now sign in to the client portal as ${email}.`).isVisible())
      .toBe(true);
    await expect.poll(() => b.page.getByRole('cell', { name: email }).count()).toBe(2);
    await expect.poll(() => b.page.getByRole('dialog').count()).toBe(0);
    await screenshot(b.page, 'commercial-clients-portal');

    await logOut(b.page);
    expect(await signInToClientDashboard(b.page, email, 'wharf-and-rice')).toBe('/client/dashboard');
  });
});

import type { Page } from 'playwright-core';
import { asDemoUser } from './api';
import { signIn } from './browser';

/** A client company of the demo data (admin's company list, filtered as the pickers ask). */
export async function demoClientCompany(page: Page) {
  const admin = await asDemoUser(page, 'admin');
  const { data } = await admin<{ data: { id: number; name: string }[] }>('/companies/?is_client=true&limit=1');
  const [company] = data;
  if (!company) throw new Error('the demo data has no client company');
  return company;
}

/** Signs out the page's user, as the shell's Logout does (with its confirmation). */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

/**
 * Opens the client dashboard signed out and signs in there as a client user: the guard sends the sign-in back to
 * /client/dashboard, which only the client role may open (staff are sent to /unauthorized).
 */
export async function signInToClientDashboard(page: Page, username: string, password: string) {
  await page.goto('/client/dashboard');
  await page.waitForURL('**/login?redirect=*');
  await signIn(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  return new URL(page.url()).pathname;
}

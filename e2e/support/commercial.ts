import type { Page } from 'playwright-core';
import { landed, titled } from './browser';

/** A suffix that keeps names of one run apart from demo data and earlier runs. */
export const uniqueSuffix = () => Date.now().toString(36).toUpperCase();

/** Calls the API as the signed-in user of the page (the token the app stored). */
async function call<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate<string | null>('localStorage.getItem("portside.accessToken")');
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}
export const apiPost = <T>(page: Page, path: string, data: unknown) => call<T>(page, 'POST', path, data);
export const apiGet = <T>(page: Page, path: string) => call<T>(page, 'GET', path);

/** A shipping line made through the API by the signed-in commercial user. */
export const createShippingLine = (page: Page, name: string) =>
  apiPost<{ slId: number }>(page, '/shipping-lines/', { name });

/** A shipping line and one of its agents, made through the API by the signed-in commercial user. */
export async function createShippingAgent(page: Page, lineName: string, agentName: string) {
  const line = await createShippingLine(page, lineName);
  return apiPost<{ id: number }>(page, '/shipping-agents/', { sl_id: line.slId, name: agentName });
}

export const createVessel = (page: Page, vessel: { name: string; voyage_number: string; company_id: number }) =>
  apiPost<{ id: number }>(page, '/vessels/', vessel);

export async function signInAsCommercial(page: Page, signIn: (page: Page, username: string) => Promise<void>) {
  await page.goto('/login');
  await signIn(page, 'commercial');
  await landed(page);
  await titled(page, 'Work Order');
}

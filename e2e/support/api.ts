import type { Page } from 'playwright-core';
import { demoPassword } from './browser';

/**
 * Calls the API as a demo user of its own (signed in through the API, not the page's session): a GET, or a POST of
 * `data` when it is given.
 */
export async function asDemoUser(page: Page, username: string) {
  const login = await page.request.post('/api/auth/login', { data: { username, password: demoPassword } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async <T>(path: string, data?: unknown): Promise<T> => {
    const method = data === undefined ? 'GET' : 'POST';
    const response = await page.request.fetch(`/api${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}` },
      data,
    });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

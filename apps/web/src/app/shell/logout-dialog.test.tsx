import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session';
import { signIn } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('logout', () => {
  it('asks Confirm Logout / Are you sure you want to log out? with Cancel and Logout', async () => {
    const api = signIn('admin', { 'POST /auth/logout': () => ({}) });
    const token = getToken();
    const { user, router } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome, Ada Admin' });
    const [sidebarLogout] = screen.getAllByRole('button', { name: 'Logout' });
    if (!sidebarLogout) throw new Error('no logout button');
    await user.click(sidebarLogout);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToken()).not.toBeNull();

    await user.click(sidebarLogout);
    const again = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    await user.click(within(again).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(getToken()).toBeNull();
    expect(logoutCalls(api)).toEqual([`Bearer ${token}`]);
  });

  it('ends the session on the server, and signs out here even when that call fails', async () => {
    for (const failure of [
      () => ({ status: 500 }),
      () => ({ status: 401 }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const api = signIn('admin', { 'POST /auth/logout': failure });
      const { user, router } = renderApp('/home');
      await screen.findByRole('heading', { name: 'Welcome, Ada Admin' });
      const [sidebarLogout] = screen.getAllByRole('button', { name: 'Logout' });
      if (!sidebarLogout) throw new Error('no logout button');
      await user.click(sidebarLogout);
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
      await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('');
      expect(getToken()).toBeNull();
      expect(logoutCalls(api)).toHaveLength(1);
      cleanup();
    }
  });
});

/** The Authorization header of each POST /api/auth/logout the page sent. */
function logoutCalls(api: ReturnType<typeof signIn>) {
  return api.mock.calls
    .filter(([input, init]) => String(input).endsWith('/api/auth/logout') && init?.method === 'POST')
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.Authorization);
}

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session';
import { signIn } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('logout', () => {
  it('asks Confirm Logout / Are you sure you want to log out? with Cancel and Logout', async () => {
    signIn('admin');
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
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../lib/session';
import { fakeToken, mockApi, signIn } from '../test/mock-api';
import { renderApp } from '../test/render-app';

describe('route guards', () => {
  it('sends a visitor without a token to /login?redirect= with the path and query', async () => {
    mockApi({});
    const { router } = renderApp('/admin/users?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/users?page=2');
  });

  it('treats an expired token as no token', async () => {
    mockApi({});
    setToken(fakeToken('admin', -60));
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin');
  });

  it('sends a role outside the route to /unauthorized (roles compared case-insensitively)', async () => {
    signIn('Commercial');
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    // Inside the shell: the user keeps the menu and the account menu.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
  });

  it('shows /unauthorized inside the shell to a user whose role the app does not know', async () => {
    signIn('stowaway');
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('opens the screen when the time zone cannot be read, and does not ask for it again and again', async () => {
    const fetchMock = signIn('admin', {
      'GET /users/': () => ({ body: { data: [], total: 0, limit: 10, offset: 0 } }),
      'GET /settings/time-zone': () => ({ status: 503, body: { detail: 'down' } }),
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).includes('/settings/time-zone'));
    expect(asked).toHaveLength(1);
  });

  it('lets a role in whatever case the server spells it', async () => {
    signIn('ADMIN', { 'GET /users/': () => ({ body: [] }) });
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('opens the client dashboard to the client role, and to no other', async () => {
    signIn('client', { 'GET /client/profile': () => ({ status: 503, body: { detail: 'down' } }) });
    const { router } = renderApp('/client/dashboard');
    expect(await screen.findByRole('heading', { name: 'Client Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client/dashboard');
  });

  it('keeps staff out of the client dashboard', async () => {
    signIn('checker');
    const { router } = renderApp('/client/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });

  it('redirects / to the landing page of the role', async () => {
    signIn('admin', { 'GET /users/': () => ({ body: [] }), 'GET /analytics/login-logs/clients/count': () => ({}) });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('sends a client from / to its dashboard', async () => {
    signIn('client', { 'GET /client/profile': () => ({ status: 503, body: { detail: 'down' } }) });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/dashboard'));
  });

  it('sends a checker from / to the overview dashboard', async () => {
    signIn('checker');
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('clears the session and opens /login when the user cannot be loaded', async () => {
    setToken(fakeToken('admin'));
    mockApi({ 'GET /auth/me': () => ({ status: 500 }) });
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
  });

  it('ends the session on a 401 and keeps the way back', async () => {
    setToken(fakeToken('admin'));
    mockApi({ 'GET /auth/me': () => ({ status: 401, body: { detail: 'Not authenticated' } }) });
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fusers');
    expect(getToken()).toBeNull();
  });

  it('after a logout in the app, a guarded URL opened later still keeps the way back', async () => {
    signIn('admin', { 'GET /users/': () => ({ body: [] }) });
    const { router, user } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome, Ada Admin' });
    const [logout] = screen.getAllByRole('button', { name: 'Logout' });
    if (!logout) throw new Error('no logout button');
    await user.click(logout);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate('/admin/users?page=2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/users?page=2');
  });

  it('after the user could not be loaded at /, a guarded URL opened later still keeps the way back', async () => {
    setToken(fakeToken('admin'));
    mockApi({ 'GET /auth/me': () => ({ status: 500 }) });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate('/admin'));
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2Fadmin'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('/login when already signed in', () => {
  it('goes on to the redirect parameter at once', async () => {
    signIn('admin', { 'GET /users/': () => ({ body: [] }) });
    const { router } = renderApp('/login?redirect=%2Fadmin%2Fusers%3Fpage%3D2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('goes to the landing page of the role without a redirect parameter', async () => {
    signIn('admin', { 'GET /users/': () => ({ body: [] }), 'GET /analytics/login-logs/clients/count': () => ({}) });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('ignores a redirect to another site', async () => {
    signIn('admin', { 'GET /users/': () => ({ body: [] }), 'GET /analytics/login-logs/clients/count': () => ({}) });
    const { router } = renderApp('/login?redirect=%2F%5Cevil.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

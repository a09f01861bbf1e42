import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../../lib/session';
import { buildUser, fakeToken, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

async function submitLogin(path = '/login') {
  const app = renderApp(path);
  await app.user.type(await screen.findByLabelText('Username'), 'admin');
  await app.user.type(screen.getByLabelText('Password'), 'secret-password');
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return app;
}

describe('login form', () => {
  it('waits in the username field', async () => {
    mockApi({});
    renderApp('/login');
    await waitFor(async () => expect(await screen.findByLabelText('Username')).toHaveFocus());
  });

  it('shows Invalid credentials on a 401', async () => {
    mockApi({ 'POST /auth/login': () => ({ status: 401, body: { detail: 'Invalid credentials' } }) });
    await submitLogin();
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('shows No access token in response when the answer has no token', async () => {
    mockApi({ 'POST /auth/login': () => ({ body: { tokenType: 'bearer' } }) });
    await submitLogin();
    expect(await screen.findByText('No access token in response.')).toBeInTheDocument();
  });

  it("shows the server's sentence on other failures", async () => {
    mockApi({ 'POST /auth/login': () => ({ status: 429, body: { detail: 'Too many sign-in attempts.' } }) });
    await submitLogin();
    expect(await screen.findByText('Too many sign-in attempts.')).toBeInTheDocument();
  });

  it('falls back to Login failed. Please try again.', async () => {
    mockApi({ 'POST /auth/login': () => ({ status: 500 }) });
    await submitLogin();
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('sends snake_case credentials, stores the token, loads the user and follows ?redirect=', async () => {
    const token = fakeToken('admin');
    const fetchMock = mockApi({
      'POST /auth/login': () => ({ body: { access_token: token, token_type: 'bearer' } }),
      'GET /auth/me': () => ({ body: buildUser() }),
      'GET /users/': () => ({ body: [] }),
    });
    const { router } = await submitLogin('/login?redirect=%2Fadmin%2Fusers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(getToken()).toBe(token);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin', password: 'secret-password' });
  });

  it('shows the required messages of the schema', async () => {
    mockApi({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^Name/), 'Carla Commercial');
  await user.type(screen.getByLabelText(/^Username/), 'carla');
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
  await user.click(screen.getByRole('combobox', { name: /^Department/ }));
  await user.click(await screen.findByRole('option', { name: 'Commercial', hidden: true }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const confirm = await screen.findByRole('dialog', { name: 'Submit User?' });
  await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
}

describe('create user page', () => {
  it('shows User created successfully! and opens /admin/users after 1 second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = signIn('admin', {
      'POST /auth/register': ({ body }) => ({ status: 201, body: buildUser({ id: 2, ...(body as object) }) }),
      'GET /users/': () => ({ body: [buildUser()] }),
    });
    const { user, router } = renderApp('/admin/users/new', { fakeTimers: true });
    await fillAndSubmit(user);
    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users/new');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    const register = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/register');
    expect(JSON.parse(String(register?.[1]?.body))).toEqual({
      name: 'Carla Commercial',
      username: 'carla',
      password: 'long-enough-password',
      department: 'commercial',
    });
  });

  it('says Username already exists. Please choose another one. on a 409', async () => {
    signIn('admin', {
      'POST /auth/register': () => ({ status: 409, body: { detail: 'Conflict' } }),
    });
    const { user, router } = renderApp('/admin/users/new');
    await fillAndSubmit(user);
    expect(await screen.findByText('Username already exists. Please choose another one.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users/new');
  });

  it('shows the required messages on their fields', async () => {
    signIn('admin');
    const { user } = renderApp('/admin/users/new');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Department is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

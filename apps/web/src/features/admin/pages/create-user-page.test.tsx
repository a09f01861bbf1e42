import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

type User = ReturnType<typeof renderApp>['user'];

async function fill(user: User, department: string) {
  await user.type(await screen.findByLabelText(/^Name/), 'Carla Commercial');
  await user.type(screen.getByLabelText(/^Username/), 'carla');
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
  await user.click(screen.getByRole('combobox', { name: /^Department/ }));
  await user.click(await screen.findByRole('option', { name: department, hidden: true }));
}

async function submitAndConfirm(user: User) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const confirm = await screen.findByRole('dialog', { name: 'Submit User?' });
  await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
}

async function fillAndSubmit(user: User) {
  await fill(user, 'Commercial');
  await submitAndConfirm(user);
}

const registered = (fetchMock: ReturnType<typeof signIn>) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/register')?.[1]?.body));

/** GET /companies/?is_client=true: the client companies whose name contains q. */
function clientCompanies({ url }: { url: URL }) {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const all = [
    { id: 7, name: 'Cebu Cement Corp.', kindId: 1, kindName: 'Consignee', isClient: true },
    { id: 8, name: 'Davao Rice Traders', kindId: 1, kindName: 'Consignee', isClient: true },
  ];
  const data = all.filter((company) => company.name.toLowerCase().includes(q));
  return { body: { data, total: data.length, limit: 20, offset: 0 } };
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
    expect(registered(fetchMock)).toEqual({
      name: 'Carla Commercial',
      username: 'carla',
      password: 'long-enough-password',
      department: 'commercial',
      company_id: null,
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

  it('offers the Client department, whose company is required and chosen among the client companies', async () => {
    const fetchMock = signIn('admin', {
      'GET /companies/': clientCompanies,
      'POST /auth/register': ({ body }) => ({ status: 201, body: buildUser({ id: 3, ...(body as object) }) }),
    });
    const { user } = renderApp('/admin/users/new');
    expect(await screen.findByLabelText(/^Name/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Company/ })).not.toBeInTheDocument();
    await fill(user, 'Client');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose the consignee company this client user belongs to.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: /^Company/ }), 'davao');
    await user.click(await screen.findByRole('option', { name: 'Davao Rice Traders', hidden: true }));
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
    expect(asked.find((url) => url.pathname === '/api/companies/')?.searchParams.get('is_client')).toBe('true');
    await submitAndConfirm(user);
    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
    expect(registered(fetchMock)).toMatchObject({ department: 'client', company_id: 8 });
  });

  it('forgets the company when the department changes to staff', async () => {
    const fetchMock = signIn('admin', {
      'GET /companies/': clientCompanies,
      'POST /auth/register': ({ body }) => ({ status: 201, body: buildUser({ id: 4, ...(body as object) }) }),
    });
    const { user } = renderApp('/admin/users/new');
    await fill(user, 'Client');
    await user.click(screen.getByRole('combobox', { name: /^Company/ }));
    await user.click(await screen.findByRole('option', { name: 'Cebu Cement Corp.', hidden: true }));
    await user.click(screen.getByRole('combobox', { name: /^Department/ }));
    await user.click(await screen.findByRole('option', { name: 'Finance', hidden: true }));
    expect(screen.queryByRole('combobox', { name: /^Company/ })).not.toBeInTheDocument();
    await submitAndConfirm(user);
    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
    expect(registered(fetchMock)).toMatchObject({ department: 'finance', company_id: null });
  });

  it("shows the server's sentence when the company is not a client, not the username one", async () => {
    signIn('admin', {
      'GET /companies/': clientCompanies,
      'POST /auth/register': () => ({ status: 409, body: { detail: 'The chosen company is not a client.' } }),
    });
    const { user } = renderApp('/admin/users/new');
    await fill(user, 'Client');
    await user.click(screen.getByRole('combobox', { name: /^Company/ }));
    await user.click(await screen.findByRole('option', { name: 'Cebu Cement Corp.', hidden: true }));
    await submitAndConfirm(user);
    expect(await screen.findByText('The chosen company is not a client.')).toBeInTheDocument();
    expect(screen.queryByText('Username already exists. Please choose another one.')).not.toBeInTheDocument();
  });
});

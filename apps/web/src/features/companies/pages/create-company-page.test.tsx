import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const kinds = {
  data: [
    { id: 3, name: 'Consignee' },
    { id: 5, name: 'Shipper' },
  ],
  total: 2,
};
const company = {
  id: 9,
  name: 'Luzon Rice Traders',
  kindId: 3,
  kindName: 'Consignee',
  isClient: true,
  tin: '004-512-338-00000',
  registeredAddress: 'Lot 5, Port Area, Iloilo City',
};

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^Name/), 'Luzon Rice Traders');
  await user.click(screen.getByRole('combobox', { name: /^Kind/ }));
  await user.click(await screen.findByRole('option', { name: 'Consignee', hidden: true }));
  await user.type(screen.getByRole('textbox', { name: /^TIN/ }), '004-512-338-00000');
  await user.type(screen.getByRole('textbox', { name: /^Registered address/ }), 'Lot 5, Port Area, Iloilo City');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

const confirmDialog = () => screen.findByRole('dialog', { name: 'Submit Company?' });

describe('create company page', () => {
  it('asks Submit Company?, sends the company, says so and opens /admin/companies after 1.2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = signIn('admin', {
      'GET /kinds-of-company/': () => ({ body: kinds }),
      'POST /companies/': () => ({ status: 201, body: company }),
      'GET /companies/': () => ({ body: { data: [company], total: 1 } }),
    });
    const { user, router } = renderApp('/admin/companies/new', { fakeTimers: true });
    await fillAndSubmit(user);
    const dialog = await confirmDialog();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/companies/')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Company created successfully!')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Luzon Rice Traders',
      kind_id: 3,
      is_client: true,
      tin: '004-512-338-00000',
      registered_address: 'Lot 5, Port Area, Iloilo City',
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');

    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(router.state.location.pathname).toBe('/admin/companies/new');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies'));
  });

  it('shows Company name is required and Kind of company is required without asking', async () => {
    signIn('admin', { 'GET /kinds-of-company/': () => ({ body: kinds }) });
    const { user } = renderApp('/admin/companies/new');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Kind of company is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server sentence of a duplicate, and the fallback when the server says nothing', async () => {
    let reply = { status: 409, body: { detail: 'A company with this name already exists.' } as unknown };
    signIn('admin', {
      'GET /kinds-of-company/': () => ({ body: kinds }),
      'POST /companies/': () => reply,
    });
    const { user, router } = renderApp('/admin/companies/new');
    await fillAndSubmit(user);
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A company with this name already exists.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/companies/new');

    reply = { status: 500, body: undefined };
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('An error occurred while creating the company')).toBeInTheDocument();
  });

  it('says Failed to fetch kinds of company when the kinds cannot be loaded', async () => {
    signIn('admin', { 'GET /kinds-of-company/': () => ({ status: 500 }) });
    renderApp('/admin/companies/new');
    expect(await screen.findByText('Failed to fetch kinds of company')).toBeInTheDocument();
  });
});

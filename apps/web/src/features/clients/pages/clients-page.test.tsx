import { clientMessages } from '@portside/contracts/clients';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const client = (
  id: number,
  firstName: string,
  company: string | null,
  kind: string | null,
  portal: { companyIsClient?: boolean; portalUsername?: string | null } = {},
) => ({
  id,
  firstName,
  middleName: null,
  lastName: 'Reyes',
  suffix: id === 1 ? 'Jr.' : null,
  companyId: company ? 10 + id : null,
  companyNameDisplay: company,
  companyKindNameDisplay: kind,
  companyIsClient: company !== null,
  portalUsername: null,
  ...portal,
  email: `${firstName.toLowerCase()}@example.ph`,
  mobileNumber: '09171234567',
  address: `${id} Pier Road`,
});

describe('clients page', () => {
  it('shows the seven columns and the actions, sorted by first name descending, and searches on the server', async () => {
    const queries: URLSearchParams[] = [];
    signIn('commercial', {
      'GET /clients/': ({ url }) => {
        queries.push(url.searchParams);
        const q = url.searchParams.get('q');
        const rows = [
          client(2, 'Pedro', 'Cebu Steel Corp', 'Consignee', { portalUsername: 'pedro.portal' }),
          client(1, 'Ana', null, null),
        ];
        return { body: { data: q ? rows.slice(0, 1) : rows, total: q ? 1 : 2 } };
      },
    });
    const { user } = renderApp('/commercial/clients');
    await screen.findByRole('cell', { name: 'Pedro Reyes' });
    for (const name of ['Name', 'Company', 'Mobile Number', 'Email', 'Address', 'Type', 'Portal sign-in']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Pedro Reyes',
      'Cebu Steel Corp',
      '09171234567',
      'pedro@example.ph',
      '2 Pier Road',
      'Consignee',
      'pedro.portal',
      'EditDelete',
    ]);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('Ana Reyes Jr.');
    expect(queries[0]?.get('sort')).toBe('firstName');
    expect(queries[0]?.get('order')).toBe('desc');

    await user.type(screen.getByRole('textbox', { name: 'Search by name, company, kind or email' }), 'cebu');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('cebu'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ana Reyes Jr.' })).not.toBeInTheDocument());
  });

  it('says No clients found. when none match', async () => {
    signIn('commercial', { 'GET /clients/': () => ({ body: { data: [], total: 0 } }) });
    renderApp('/commercial/clients');
    expect(await screen.findByText('No clients found.')).toBeInTheDocument();
  });

  it('says Failed to fetch clients when the list cannot be loaded', async () => {
    signIn('commercial', { 'GET /clients/': () => ({ status: 500 }) });
    renderApp('/commercial/clients');
    expect(await screen.findByText('Failed to fetch clients')).toBeInTheDocument();
  });

  it('gives a portal sign-in: username prefilled with the email, password of 8, confirmed, then a notification', async () => {
    let given = false;
    const fetchMock = signIn('commercial', {
      'GET /clients/': () => ({
        body: {
          data: [
            client(3, 'Maria', 'Davao Rice Traders', 'Consignee', { portalUsername: given ? 'maria.rice' : null }),
          ],
          total: 1,
        },
      }),
      'POST /clients/3/portal-access': ({ body }) => {
        given = true;
        return { status: 201, body: buildUser({ id: 9, role: 'client', ...(body as object) }) };
      },
    });
    const { user } = renderApp('/commercial/clients');
    await user.click(await screen.findByRole('button', { name: 'Give sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Portal sign-in for Maria Reyes' });
    // The dialog fades in: on a busy machine its text may not be shown yet when the dialog is found.
    await waitFor(() =>
      expect(
        within(dialog).getByText('With this sign-in the client sees the cargo of Davao Rice Traders only.'),
      ).toBeVisible(),
    );
    const username = within(dialog).getByLabelText(/^Username/);
    expect(username).toHaveValue('maria@example.ph');
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Give sign-in' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Give portal sign-in?' })).not.toBeInTheDocument();

    await user.clear(username);
    await user.type(username, 'maria.rice');
    await user.type(within(dialog).getByLabelText(/^Password/), '-and-longer');
    await user.click(within(dialog).getByRole('button', { name: 'Give sign-in' }));
    const confirm = await screen.findByRole('dialog', { name: 'Give portal sign-in?' });
    expect(confirm).toHaveTextContent(
      'Maria Reyes will sign in to the client portal as maria.rice and see the cargo of Davao Rice Traders.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Give sign-in' }));
    expect(await screen.findByText('Maria Reyes can now sign in to the client portal as maria.rice.')).toBeVisible();
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/clients/3/portal-access');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ username: 'maria.rice', password: 'short-and-longer' });
    expect(await screen.findByRole('cell', { name: 'maria.rice' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's sentence when the client already has a sign-in", async () => {
    signIn('commercial', {
      'GET /clients/': () => ({ body: { data: [client(3, 'Maria', 'Davao Rice Traders', 'Consignee')], total: 1 } }),
      'POST /clients/3/portal-access': () => ({
        status: 409,
        body: { detail: 'This client already has a portal sign-in.' },
      }),
    });
    const { user } = renderApp('/commercial/clients');
    await user.click(await screen.findByRole('button', { name: 'Give sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Portal sign-in for Maria Reyes' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'long-enough');
    await user.click(within(dialog).getByRole('button', { name: 'Give sign-in' }));
    const confirm = await screen.findByRole('dialog', { name: 'Give portal sign-in?' });
    await user.click(within(confirm).getByRole('button', { name: 'Give sign-in' }));
    expect(await within(dialog).findByText('This client already has a portal sign-in.')).toBeVisible();
  });

  it('offers no sign-in to a client without a client company, and says why', async () => {
    signIn('commercial', {
      'GET /clients/': () => ({
        body: {
          data: [
            client(4, 'Jose', 'Manila Trucking', 'Trucker', { companyIsClient: false }),
            client(5, 'Lito', null, null),
          ],
          total: 2,
        },
      }),
    });
    renderApp('/commercial/clients');
    await screen.findByRole('cell', { name: 'Jose Reyes' });
    const buttons = screen.getAllByRole('button', { name: 'Give sign-in' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Needs a client company');
    }
  });

  it('corrects a client in a dialog that starts from its fields, its company shown, and clears what was emptied', async () => {
    const sent: unknown[] = [];
    signIn('commercial', {
      'GET /clients/': () => ({
        body: { data: [{ ...client(3, 'Maria', 'Davao Rice Traders', 'Consignee'), city: 'Davao' }], total: 1 },
      }),
      'PUT /clients/3': ({ body }) => {
        sent.push(body);
        return { body: client(3, 'Mariah', 'Davao Rice Traders', 'Consignee') };
      },
    });
    const { user } = renderApp('/commercial/clients');
    const row = (await screen.findByRole('cell', { name: 'Maria Reyes' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    expect(within(dialog).getByRole('combobox', { name: /^Company/ })).toHaveValue('Davao Rice Traders');
    const first = within(dialog).getByRole('textbox', { name: /^First name/ });
    expect(first).toHaveValue('Maria');
    await user.clear(first);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    await user.type(first, 'Mariah');
    await user.clear(within(dialog).getByRole('textbox', { name: /^City/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Client "Mariah Reyes" saved.')).toBeInTheDocument();
    // An emptied field is left out, and the server clears it.
    expect(sent).toEqual([
      {
        first_name: 'Mariah',
        last_name: 'Reyes',
        company_id: 13,
        email: 'maria@example.ph',
        mobile_number: '09171234567',
        address: '3 Pier Road',
        is_shipping_address_same_to_billing: true,
      },
    ]);
  });

  it("deletes a client after confirming, and shows the server's sentence when it has a portal sign-in", async () => {
    const detail = clientMessages.portalSignIn.replace('{{count}}', '1');
    let answer: { status?: number; body?: unknown } = { status: 409, body: { detail } };
    signIn('commercial', {
      'GET /clients/': () => ({ body: { data: [client(3, 'Maria', 'Davao Rice Traders', 'Consignee')], total: 1 } }),
      // The mock cannot build a 204 with a body; an empty 200 reads the same.
      'DELETE /clients/3': () => answer,
    });
    const { user } = renderApp('/commercial/clients');
    const row = (await screen.findByRole('cell', { name: 'Maria Reyes' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete client?' });
    expect(dialog).toHaveTextContent('Delete "Maria Reyes"? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    answer = {};
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete client?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Client "Maria Reyes" deleted.')).toBeInTheDocument();
  });
});

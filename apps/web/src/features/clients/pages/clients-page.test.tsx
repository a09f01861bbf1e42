import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const client = (id: number, firstName: string, company: string | null, kind: string | null) => ({
  id,
  firstName,
  middleName: null,
  lastName: 'Reyes',
  suffix: id === 1 ? 'Jr.' : null,
  companyId: company ? 10 + id : null,
  companyNameDisplay: company,
  companyKindNameDisplay: kind,
  email: `${firstName.toLowerCase()}@example.ph`,
  mobileNumber: '09171234567',
  address: `${id} Pier Road`,
});

describe('clients page', () => {
  it('shows the six columns, sorted by first name descending, and searches on the server', async () => {
    const queries: URLSearchParams[] = [];
    signIn('commercial', {
      'GET /clients/': ({ url }) => {
        queries.push(url.searchParams);
        const q = url.searchParams.get('q');
        const rows = [client(2, 'Pedro', 'Cebu Steel Corp', 'Consignee'), client(1, 'Ana', null, null)];
        return { body: { data: q ? rows.slice(0, 1) : rows, total: q ? 1 : 2 } };
      },
    });
    const { user } = renderApp('/commercial/clients');
    await screen.findByRole('cell', { name: 'Pedro Reyes' });
    for (const name of ['Name', 'Company', 'Mobile Number', 'Email', 'Address', 'Type']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Pedro Reyes', 'Cebu Steel Corp', '09171234567', 'pedro@example.ph', '2 Pier Road', 'Consignee']);
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
});

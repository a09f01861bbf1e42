import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('companies page', () => {
  it('lists name and kind from the server, searches there, and links Add to /admin/companies/new', async () => {
    const fetchMock = signIn('admin', {
      'GET /companies/': ({ url }) =>
        url.searchParams.get('q') === 'zzz'
          ? { body: { data: [], total: 0 } }
          : {
              body: {
                data: [{ id: 1, name: 'Luzon Rice Traders', kindId: 3, kindName: 'Consignee', isClient: true }],
                total: 1,
              },
            },
    });
    const { user, router } = renderApp('/admin/companies');
    const row = (await screen.findByRole('cell', { name: 'Luzon Rice Traders' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Consignee' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Kind' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search companies by name' }), 'zzz');
    expect(await screen.findByText('No company found.')).toBeInTheDocument();
    const searched = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('q=zzz'));
    expect(searched).toContain('sort=name');

    await user.click(screen.getByRole('link', { name: 'Add company' }));
    expect(router.state.location.pathname).toBe('/admin/companies/new');
  });

  it('says Failed to fetch companies when the list cannot be loaded', async () => {
    signIn('admin', { 'GET /companies/': () => ({ status: 500 }) });
    renderApp('/admin/companies');
    expect(await screen.findByText('Failed to fetch companies')).toBeInTheDocument();
  });
});

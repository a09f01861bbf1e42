import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const handlers = [
  { id: 1, name: 'Harbor Star Arrastre', type: 'arrastre' },
  { id: 2, name: 'Harbor Star Stevedoring', type: 'stevedoring' },
];

describe('cargo handlers page', () => {
  it('filters by type on the server, adds a handler with its messages and deletes one after confirming', async () => {
    const rows = [...handlers];
    const fetchMock = signIn('admin', {
      'GET /cargo-handlers/': ({ url }) => {
        const type = url.searchParams.get('type');
        const data = rows.filter((row) => !type || row.type === type);
        return { body: { data, total: data.length } };
      },
      'POST /cargo-handlers/': ({ body }) => {
        const row = { id: 3, ...(body as { name: string; type: string }) };
        rows.push(row);
        return { status: 201, body: row };
      },
      'DELETE /cargo-handlers/1': () => {
        rows.splice(0, 1);
        return {}; // The mock cannot build a 204 with a body; an empty 200 reads the same.
      },
    });
    const { router, user } = renderApp('/admin/cargo-handlers');
    expect(await screen.findByRole('cell', { name: 'Harbor Star Arrastre' }, { timeout: 5000 })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Stevedoring' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Harbor Star Arrastre' })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('type=stevedoring'))).toBe(true);
    expect(router.state.location.search).toBe('?type=stevedoring');
    await user.click(screen.getByRole('radio', { name: 'All' }));

    await user.click(screen.getByRole('button', { name: 'Add cargo handler' }));
    const form = await screen.findByRole('dialog', { name: 'New cargo handler' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Handler name is required')).toBeInTheDocument();
    expect(within(form).getByText('Handler type is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Name/), 'Pier Nine Services');
    await user.click(within(form).getByRole('combobox', { name: /^Type/ }));
    await user.click(await within(form).findByRole('option', { name: 'Arrastre', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cargo handler "Pier Nine Services" saved.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Pier Nine Services' })).toBeInTheDocument();

    const row = screen.getByRole('cell', { name: 'Harbor Star Arrastre' }).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete cargo handler?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Harbor Star Arrastre' })).not.toBeInTheDocument());
  }, 20_000);

  it('reads the type from the URL', async () => {
    const fetchMock = signIn('admin', { 'GET /cargo-handlers/': () => ({ body: { data: [], total: 0 } }) });
    renderApp('/admin/cargo-handlers?type=arrastre');
    expect(await screen.findByRole('radio', { name: 'Arrastre' })).toBeChecked();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('type=arrastre'))).toBe(true));
  });

  it('shows every type for an unknown type in the URL', async () => {
    const fetchMock = signIn('admin', { 'GET /cargo-handlers/': () => ({ body: { data: [], total: 0 } }) });
    renderApp('/admin/cargo-handlers?type=tugboat');
    expect(await screen.findByRole('radio', { name: 'All' })).toBeChecked();
    await screen.findByText('No cargo handlers found.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('type='))).toBe(false);
  });

  it('says Failed to fetch cargo handlers when the list cannot be loaded', async () => {
    signIn('admin', { 'GET /cargo-handlers/': () => ({ status: 500 }) });
    renderApp('/admin/cargo-handlers');
    expect(await screen.findByText('Failed to fetch cargo handlers')).toBeInTheDocument();
  });
});

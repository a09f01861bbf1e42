import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const receipts = [
  {
    id: 41,
    orNumber: 'OR-0001001',
    dateIssued: '2025-01-20',
    invoiceNumbers: ['BI-2025-000007', 'BI-2025-000008'],
    totalAmount: '2520.56',
    createdAt: '2025-01-20T03:00:00Z',
  },
];

function serve(
  reply: () => { status?: number; body?: unknown } = () => ({
    body: { data: receipts, total: 1, limit: 20, offset: 0 },
  }),
) {
  const queries: URLSearchParams[] = [];
  signIn('finance', {
    'GET /official-receipts/': ({ url }) => {
      queries.push(url.searchParams);
      return reply();
    },
  });
  return queries;
}

describe('Official receipts', () => {
  it('lists each receipt with its date, number, invoices and total, newest first, with Print', async () => {
    const queries = serve();
    const { user, router } = renderApp('/billing/or-invoice/list');
    const row = (await screen.findByText('OR-0001001')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Jan 20, 2025');
    expect(row).toHaveTextContent('BI-2025-000007, BI-2025-000008');
    expect(row).toHaveTextContent('₱2,520.56');
    expect(queries[0]?.get('sort')).toBe('dateIssued');
    expect(queries[0]?.get('order')).toBe('desc');
    await user.click(within(row).getByRole('link', { name: 'Print receipt OR-0001001' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/or-invoice/41/print'));
  });

  it('searches by OR number and sorts by OR number', async () => {
    const queries = serve();
    const { user } = renderApp('/billing/or-invoice/list');
    await user.type(
      await screen.findByRole('textbox', { name: 'Search by OR number, invoice number, BL number or payer' }),
      '0001',
    );
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('0001'));
    await user.click(screen.getByRole('button', { name: 'OR number' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('orNumber'));
    expect(queries.at(-1)?.get('order')).toBe('asc');
  });

  it('links to the create page', async () => {
    serve();
    renderApp('/billing/or-invoice/list');
    expect(await screen.findByRole('link', { name: 'Create official receipt' })).toHaveAttribute(
      'href',
      '/billing/or-invoice',
    );
  });

  it('says Failed to fetch official receipts when the list cannot load', async () => {
    serve(() => ({ status: 500 }));
    renderApp('/billing/or-invoice/list');
    expect(await screen.findByText('Failed to fetch official receipts')).toBeInTheDocument();
  });
});

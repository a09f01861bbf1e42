import type { BillingInvoice } from '@portside/contracts/billing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const invoice = (id: number, invoiceNumber: string, orNumber: string | null): BillingInvoice => ({
  id,
  invoiceNumber,
  itemId: 100 + id,
  blNo: `MNL-${id}`,
  billingDate: '2025-08-01',
  vesselName: 'MV Zephyr',
  // A voyage written with its V. keeps one.
  voyageNo: id === 2 ? 'V.042S' : '118N',
  consignee: 'Luzon Steel Corp.',
  netAmount: '1200.00',
  vatAmount: '144.00',
  totalAmount: '1344.00',
  orNumber,
  createdAt: '2025-08-01T02:00:00Z',
  cancellation: null,
  kind: 'handling',
});

describe('billing invoice list', () => {
  it('shows vessel V.voyage, BL, number, date, total and receipt, oldest first, searched and sorted by the server', async () => {
    const queries: URLSearchParams[] = [];
    signIn('finance', {
      'GET /billing-invoices/': ({ url }) => {
        queries.push(url.searchParams);
        const rows = [invoice(1, 'SI-0001', 'OR-77'), invoice(2, 'SI-0002', null)];
        return { body: { data: url.searchParams.get('q') ? rows.slice(1) : rows, total: 2, limit: 10, offset: 0 } };
      },
    });
    const { user } = renderApp('/billing/billing-invoices');
    await screen.findByRole('cell', { name: 'SI-0001' });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['MV Zephyr V.118N', 'MNL-1', 'SI-0001', 'Aug 1, 2025', '1,344.00', 'OR-77', 'Print']);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(/^MV Zephyr V\.042S$/);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[5]).toHaveTextContent('—');
    expect(queries[0]?.get('sort')).toBe('createdAt');
    expect(queries[0]?.get('order')).toBe('asc');
    expect(screen.getByRole('link', { name: 'Print invoice SI-0002' })).toHaveAttribute(
      'href',
      '/billing/billing-invoices/2/print',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New billing invoice' })).toHaveAttribute(
      'href',
      '/billing/billing-invoices/new',
    );

    await user.type(screen.getByRole('textbox', { name: 'Search by invoice number, vessel or voyage' }), 'si 0002');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('si 0002'));
    await user.click(screen.getByRole('button', { name: 'Vessel' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('vessel'));
  });

  it("opens on this month's invoices, searches every month, and keeps the paid, unpaid or cancelled ones", async () => {
    const queries: URLSearchParams[] = [];
    signIn('finance', {
      'GET /billing-invoices/': ({ url }) => {
        queries.push(url.searchParams);
        return { body: { data: [invoice(1, 'SI-0001', null)], total: 1, limit: 10, offset: 0 } };
      },
    });
    const { user } = renderApp('/billing/billing-invoices');
    await screen.findByRole('cell', { name: 'SI-0001' });
    const thisMonth = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' }).slice(0, 7);
    expect(queries[0]?.get('month')).toBe(thisMonth);
    expect(queries[0]?.has('status')).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Unpaid' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('unpaid'));
    expect(queries.at(-1)?.get('month')).toBe(thisMonth);

    await user.type(screen.getByRole('textbox', { name: 'Search by invoice number, vessel or voyage' }), 'SI-0001');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('SI-0001'));
    expect(queries.at(-1)?.has('month')).toBe(false);
    expect(queries.at(-1)?.get('status')).toBe('unpaid');
    expect(screen.getByRole('combobox', { name: 'Billed in' })).toHaveValue('All months');
  });

  it('says the spec message when the list cannot be loaded', async () => {
    signIn('finance', { 'GET /billing-invoices/': () => ({ status: 500 }) });
    renderApp('/billing/billing-invoices');
    expect(
      await screen.findByText('An unexpected error occurred while fetching billing invoices.'),
    ).toBeInTheDocument();
  });
});

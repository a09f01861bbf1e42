import type { WorkOrder } from '@portside/contracts/work-orders';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildWorkOrder } from '../../../test/work-orders';

/** A row of the list: a work order of the id with a big manifest's totals. */
const workOrder = (id: number, overrides: Partial<WorkOrder> = {}): WorkOrder => {
  const { manifest: _manifest, ...row } = buildWorkOrder({
    id,
    number: `WO-2025-${String(id).padStart(5, '0')}`,
    itemCount: 1204,
    totalPackages: 18250,
    totalGrossWeight: 452000.5,
    totalCbm: 12345.678,
    ...overrides,
  });
  return row;
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('orders page', () => {
  it('lists the work orders newest first with their vessel, status badge (marked when sent back) and totals', async () => {
    const queries: URLSearchParams[] = [];
    signIn('commercial', {
      'GET /work-orders': ({ url }) => {
        queries.push(url.searchParams);
        return {
          body: {
            data: [
              workOrder(12),
              workOrder(11, { status: 'final', vessel: { ...workOrder(0).vessel, voyageNumber: '0425N' } }),
              workOrder(10, { status: 'in_progress' as WorkOrder['status'] }),
              workOrder(9, { status: 'archived' as WorkOrder['status'] }),
              workOrder(8, {
                updateRequest: {
                  note: 'BL COSU123: 1,500 kg, not 15,000',
                  requestedAt: '2025-03-02T01:00:00Z',
                  requestedBy: 'Olga Reyes',
                },
              }),
            ],
            total: 5,
          },
        };
      },
    });
    renderApp('/orders');
    const row = (await screen.findByRole('cell', { name: 'WO-2025-00012' })).closest('tr') as HTMLElement;
    for (const name of [
      'Work order number',
      'Vessel',
      'Shipping agent',
      'Arrival date',
      'Status',
      'Items',
      'Packages',
      'CBM',
      'Created at',
    ]) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(cellsOf(row)).toEqual([
      'WO-2025-00012',
      'MV Pacific Dawn V.2503',
      'Manila Shipping Agency',
      'Mar 1, 2025',
      'Draft',
      '1,204',
      '18,250',
      '12,345.68',
      expect.stringContaining('Feb 27, 2025'),
      'View',
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLElement[];
    expect(cellsOf(rows[1] as HTMLElement).slice(1, 5)).toEqual([
      'MV Pacific Dawn V.0425N',
      'Manila Shipping Agency',
      'Mar 1, 2025',
      'Final',
    ]);
    expect(cellsOf(rows[2] as HTMLElement)[4]).toBe('In progress');
    expect(cellsOf(rows[3] as HTMLElement)[4]).toBe('Unknown');
    // Sent back to draft by operation: marked so in the list, with its note (issue 25).
    expect(cellsOf(rows[4] as HTMLElement)[4]).toBe('DraftSent backBL COSU123: 1,500 kg, not 15,000');
    expect(cellsOf(rows[0] as HTMLElement)[4]).toBe('Draft');
    expect(queries[0]?.get('sort')).toBe('createdAt');
    expect(queries[0]?.get('order')).toBe('desc');
    expect(queries[0]?.get('limit')).toBe('20');
  });

  function serveFortyFive() {
    const queries: URLSearchParams[] = [];
    signIn('commercial', {
      'GET /work-orders': ({ url }) => {
        queries.push(url.searchParams);
        const offset = Number(url.searchParams.get('offset'));
        return { body: { data: [workOrder(100 - offset)], total: 45 } };
      },
    });
    return queries;
  }

  it('pages on the server, 20 work orders a page', async () => {
    const queries = serveFortyFive();
    const { user } = renderApp('/orders');
    await screen.findByRole('cell', { name: 'WO-2025-00100' });
    expect(screen.queryByRole('button', { name: '4' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3' }));
    await screen.findByRole('cell', { name: 'WO-2025-00060' });
    expect(queries.at(-1)?.get('offset')).toBe('40');
    expect(queries.at(-1)?.get('limit')).toBe('20');
  });

  it('sorts on the server by number, vessel and arrival date, and starts again at page 1', async () => {
    const queries = serveFortyFive();
    const { user } = renderApp('/orders');
    await user.click(await screen.findByRole('button', { name: '2' }));
    await screen.findByRole('cell', { name: 'WO-2025-00080' });

    await user.click(screen.getByRole('button', { name: 'Work order number' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('number'));
    expect(queries.at(-1)?.get('order')).toBe('asc');
    expect(queries.at(-1)?.get('offset')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Work order number' }));
    await waitFor(() => expect(queries.at(-1)?.get('order')).toBe('desc'));
    await user.click(screen.getByRole('button', { name: 'Vessel' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('vessel'));
    await user.click(screen.getByRole('button', { name: 'Arrival date' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('arrivalDate'));
  });

  it('searches on the server with the trimmed text', async () => {
    const queries = serveFortyFive();
    const { user } = renderApp('/orders');
    await user.type(
      await screen.findByRole('textbox', { name: 'Search by work order number, vessel or voyage' }),
      ' pacific ',
    );
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('pacific'));
  });

  // Each link from a fresh list: going back to the list while the page opened first is still loading raced with the
  // second click on a busy machine.
  it('opens a work order from its View button', async () => {
    signIn('commercial', { 'GET /work-orders': () => ({ body: { data: [workOrder(7)], total: 1 } }) });
    const { user, router } = renderApp('/orders');
    await user.click(await screen.findByRole('link', { name: 'View work order WO-2025-00007' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work-orders/7'));
  });

  it('opens a new work order from New work order', async () => {
    signIn('commercial', { 'GET /work-orders': () => ({ body: { data: [workOrder(7)], total: 1 } }) });
    const { user, router } = renderApp('/orders');
    await user.click(await screen.findByRole('link', { name: 'New work order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work-order'));
  });

  it('says No work orders found. when none match', async () => {
    signIn('commercial', { 'GET /work-orders': () => ({ body: { data: [], total: 0 } }) });
    renderApp('/orders');
    expect(await screen.findByText('No work orders found.')).toBeInTheDocument();
  });

  it('says Failed to fetch work orders and loads them again on Retry', async () => {
    let fail = true;
    signIn('commercial', {
      'GET /work-orders': () => (fail ? { status: 500 } : { body: { data: [workOrder(3)], total: 1 } }),
    });
    const { user } = renderApp('/orders');
    expect(await screen.findByText('Failed to fetch work orders')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'WO-2025-00003' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

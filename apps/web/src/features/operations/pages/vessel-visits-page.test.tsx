import type { WorkOrder } from '@portside/contracts/work-orders';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { mockSmallScreen } from '../../../test/small-screen';
import { buildWorkOrder } from '../../../test/work-orders';

const visit = (id: number, overrides: Partial<WorkOrder> = {}) =>
  buildWorkOrder({ id, number: `WO-2025-${String(id).padStart(5, '0')}`, ...overrides });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function serve(rows: WorkOrder[], total = rows.length) {
  const queries: URLSearchParams[] = [];
  signIn('operation', {
    'GET /work-orders': ({ url }) => {
      queries.push(url.searchParams);
      return { body: { data: rows, total } };
    },
  });
  return queries;
}

describe('vessel visit list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the visits latest arrival first with vessel and voyage, vessel type and status', async () => {
    const queries = serve([
      visit(12, { vesselType: 'Bulk carrier' }),
      visit(11, { status: 'final', vessel: { ...visit(0).vessel, voyageNumber: '0425N' } }),
      visit(10, { status: 'archived' as WorkOrder['status'] }),
    ]);
    renderApp('/operations/work-orders');
    expect(await screen.findByRole('heading', { name: 'Vessel Visit List' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'WO-2025-00012' })).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Work order number',
      'Vessel',
      'Arrival date',
      'Vessel type',
      'Status',
      'Actions',
    ]);
    expect(cellsOf(row)).toEqual([
      'WO-2025-00012',
      'MV Pacific Dawn V.2503',
      'Mar 1, 2025',
      'Bulk carrier',
      'Draft',
      'ViewMonitorReport',
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLElement[];
    expect(cellsOf(rows[1] as HTMLElement).slice(1, 5)).toEqual([
      'MV Pacific Dawn V.0425N',
      'Mar 1, 2025',
      'Ro-Ro',
      'Final',
    ]);
    expect(cellsOf(rows[2] as HTMLElement)[4]).toBe('Unknown');
    expect(queries[0]?.get('sort')).toBe('arrivalDate');
    expect(queries[0]?.get('order')).toBe('desc');
    expect(queries[0]?.get('limit')).toBe('20');
    expect(queries[0]?.get('offset')).toBe('0');
  });

  it('sorts on the server by work order number, vessel and arrival date', async () => {
    const queries = serve([visit(7)], 45);
    const { user } = renderApp('/operations/work-orders');
    await screen.findByRole('cell', { name: 'WO-2025-00007' });

    await user.click(screen.getByRole('button', { name: 'Work order number' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('number'));
    expect(queries.at(-1)?.get('order')).toBe('asc');
    await user.click(screen.getByRole('button', { name: 'Vessel' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('vessel'));
    await user.click(screen.getByRole('button', { name: 'Arrival date' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('arrivalDate'));
    expect(queries.at(-1)?.get('order')).toBe('asc');
    expect(screen.queryByRole('button', { name: 'Vessel type' })).not.toBeInTheDocument();
  });

  it('pages and searches on the server', async () => {
    const queries = serve([visit(7)], 45);
    const { user } = renderApp('/operations/work-orders');
    await user.click(await screen.findByRole('button', { name: '3' }));
    await waitFor(() => expect(queries.at(-1)?.get('offset')).toBe('40'));

    await user.type(screen.getByRole('textbox', { name: 'Search by work order number, vessel or voyage' }), ' dawn ');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('dawn'));
    expect(queries.at(-1)?.get('offset')).toBe('0');
  });

  it('opens a visit from View, its monitoring from Monitor and its report from Report', async () => {
    serve([visit(7)]);
    const { user, router } = renderApp('/operations/work-orders');
    expect(await screen.findByRole('link', { name: 'Monitor visit WO-2025-00007' })).toHaveAttribute(
      'href',
      '/operations/work-orders/7/monitoring',
    );
    expect(screen.getByRole('link', { name: 'Report of visit WO-2025-00007' })).toHaveAttribute(
      'href',
      '/reports/operations/7',
    );
    await user.click(screen.getByRole('link', { name: 'View visit WO-2025-00007' }));
    expect(router.state.location.pathname).toBe('/operations/work-orders/7/view');
  });

  it('shows one card per visit on a phone, with its links and the pages below', async () => {
    mockSmallScreen();
    const queries = serve([visit(7), visit(6)], 45);
    const { user } = renderApp('/operations/work-orders');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(card).getByText('WO-2025-00007')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Monitor visit WO-2025-00007' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queries.at(-1)?.get('offset')).toBe('20'));
  });

  it('says No vessel visits found. when none match', async () => {
    serve([]);
    renderApp('/operations/work-orders');
    expect(await screen.findByText('No vessel visits found.')).toBeInTheDocument();
  });

  it('is where the operation role lands', async () => {
    serve([visit(7)]);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/operations/work-orders'));
    expect(await screen.findByRole('cell', { name: 'WO-2025-00007' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { mockSmallScreen } from '../../../test/small-screen';
import { clearancePaths } from '../paths';

const clearance = (id: number, blNo: string, clearanceNumber: string, clearanceDate: string) => ({
  id,
  itemId: 100 + id,
  blNo,
  clearanceNumber,
  clearanceDate,
  vesselName: 'MV Manila Bay',
  voyageNumber: 'V.2601',
  createdAt: '2026-01-05T02:00:00Z',
  cancellation: null,
});
const rows = [
  clearance(2, 'MNL-0002', 'CL-2026-000002', '2026-01-06'),
  clearance(1, 'MNL-0001', 'CL-2026-000001', '2026-01-05'),
];

describe('the clearance list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows BL No., clearance number, clearance date and vessel, newest first, and searches on the server', async () => {
    const queries: URLSearchParams[] = [];
    signIn('commercial', {
      'GET /clearances/': ({ url }) => {
        queries.push(url.searchParams);
        const found = url.searchParams.get('q') ? rows.slice(1) : rows;
        return { body: { data: found, total: found.length, limit: 20, offset: 0 } };
      },
    });
    const { user } = renderApp(clearancePaths.list());
    await screen.findByRole('cell', { name: 'CL-2026-000002' });
    const table = screen.getByRole('table');
    const cells = (row: number) =>
      within(within(table).getAllByRole('row')[row] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['BL No.', 'Clearance number', 'Clearance date', 'Vessel', 'Actions']);
    expect(cells(1)).toEqual([
      'MNL-0002',
      'CL-2026-000002',
      'Jan 6, 2026',
      'MV Manila Bay (V.2601)',
      'Cancel clearance',
    ]);
    expect(queries[0]?.get('sort')).toBe('clearanceDate');
    expect(queries[0]?.get('order')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: 'Clearance date' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'BL No.' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Clearance number' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('clearanceNumber'));
    expect(queries.at(-1)?.get('order')).toBe('asc');

    await user.type(
      screen.getByRole('textbox', { name: 'Search by clearance number, or a BL number in full' }),
      'mnl-0001',
    );
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('mnl-0001'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'CL-2026-000002' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New clearance' })).toHaveAttribute(
      'href',
      clearancePaths.new(),
    );
  });

  it('shows one card per clearance on a phone, its BL as the title and every field with its label', async () => {
    mockSmallScreen();
    signIn('commercial', { 'GET /clearances/': () => ({ body: { data: rows, total: 2, limit: 20, offset: 0 } }) });
    renderApp(clearancePaths.list());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    for (const text of ['MNL-0002', 'Clearance number', 'CL-2026-000002', 'Clearance date', 'Jan 6, 2026']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText('MV Manila Bay (V.2601)')).toBeInTheDocument();
  });

  it('says No clearances found. when none match', async () => {
    signIn('commercial', { 'GET /clearances/': () => ({ body: { data: [], total: 0, limit: 20, offset: 0 } }) });
    renderApp(clearancePaths.list());
    expect(await screen.findByText('No clearances found.')).toBeInTheDocument();
  });

  it('says Failed to fetch clearances when the list cannot be loaded', async () => {
    signIn('commercial', { 'GET /clearances/': () => ({ status: 500 }) });
    renderApp(clearancePaths.list());
    expect(await screen.findByText('Failed to fetch clearances')).toBeInTheDocument();
  });

  it('cancels a clearance with a reason, then marks it Cancelled and offers no Cancel on it', async () => {
    const sent: unknown[] = [];
    let cancelled = false;
    const cancellation = { cancelledAt: '2026-01-07T01:00:00Z', cancelledBy: 'Carla', reason: 'Wrong BL' };
    signIn('commercial', {
      'GET /clearances/': () => ({
        body: { data: [{ ...rows[0], cancellation: cancelled ? cancellation : null }], total: 1, limit: 20, offset: 0 },
      }),
      'POST /clearances/2/cancel': ({ body }) => {
        sent.push(body);
        cancelled = true;
        return { body: { ...rows[0], cancellation } };
      },
    });
    const { user } = renderApp(clearancePaths.list());
    const row = (await screen.findByRole('cell', { name: 'CL-2026-000002' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Cancel clearance CL-2026-000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel clearance CL-2026-000002?' });
    expect(dialog).toHaveTextContent('BL MNL-0002 is no longer cleared by it.');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Wrong BL');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel clearance' }));
    expect(
      await screen.findByText('Clearance CL-2026-000002 is cancelled. Record it again against the right BL.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Wrong BL' }]);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Cancel clearance/ })).not.toBeInTheDocument());
  });
});

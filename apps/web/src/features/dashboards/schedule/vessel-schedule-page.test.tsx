import type { ScheduleDashboard, ScheduleRow } from '@portside/contracts/operations';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { mockSmallScreen } from '../../../test/small-screen';

const visit = (workOrderId: number, overrides: Partial<ScheduleRow> = {}): ScheduleRow => ({
  workOrderId,
  vesselName: `MV Visit ${workOrderId}`,
  voyageNumber: `V.26${workOrderId}`,
  arrivalDate: '2026-03-14',
  firstMove: '2026-03-14T00:00:00Z',
  berthLocation: 'Pier 3 North',
  percentDone: 45.2,
  totalStevedoring: 120,
  totalArrastre: 80,
  stevedoringPercent: 38.8,
  arrastrePercent: null,
  timeOfDeparture: null,
  status: 'ongoing',
  ...overrides,
});
const schedule: ScheduleDashboard = {
  arriving: [
    visit(1, { vesselName: 'MV Coral Dawn', firstMove: null, berthLocation: null, percentDone: 0, status: 'arriving' }),
  ],
  ongoing: [visit(2, { vesselName: 'MV Pacific Star' })],
  completed: [
    visit(3, {
      vesselName: 'MV Luzon Trader',
      percentDone: 100,
      stevedoringPercent: 100,
      arrastrePercent: 100,
      timeOfDeparture: '2026-03-14T10:30:00Z',
      status: 'completed',
    }),
  ],
  generatedAt: '2026-03-15T04:00:00Z',
};
const path = '/dashboard/reports/generator';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const vesselsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('vessel schedule dashboard', () => {
  it('shows the nine columns and every group under All, with the status badges', async () => {
    signIn('checker', { 'GET /vessel-schedule/dashboard': () => ({ body: schedule }) });
    renderApp(path);
    const row = (await screen.findByRole('cell', { name: 'MV Pacific Star V.262' })).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Vessel',
      'Arrival',
      'First Move',
      'Berth',
      'Discharged (CBM)',
      'Stevedoring %',
      'Arrastre %',
      'Departure',
      'Status',
    ]);
    expect(cellsOf(row)).toEqual([
      'MV Pacific Star V.262',
      'Mar 14, 2026',
      'Mar 14, 2026, 8:00 AM',
      'Pier 3 North',
      '45.2%',
      '38.8%',
      '—',
      '—',
      'Ongoing',
    ]);
    expect(within(row).getByRole('progressbar', { name: 'Progress of MV Pacific Star V.262' })).toHaveAttribute(
      'aria-valuenow',
      '45.2',
    );
    expect(vesselsShown()).toEqual(['MV Coral Dawn V.261', 'MV Pacific Star V.262', 'MV Luzon Trader V.263']);
    const completed = screen.getByRole('cell', { name: 'MV Luzon Trader V.263' }).closest('tr') as HTMLElement;
    expect(cellsOf(completed).slice(4)).toEqual(['100%', '100%', '100%', 'Mar 14, 2026, 6:30 PM', 'Completed']);
    expect(screen.getByText('Updated Mar 15, 2026, 12:00 PM')).toBeInTheDocument();
  });

  it('filters by group, keeping the filter in the URL', async () => {
    signIn('checker', { 'GET /vessel-schedule/dashboard': () => ({ body: schedule }) });
    const { router, user } = renderApp(path);
    await screen.findByRole('cell', { name: 'MV Pacific Star V.262' });
    await user.click(screen.getByText('Completed (1)'));
    expect(vesselsShown()).toEqual(['MV Luzon Trader V.263']);
    expect(router.state.location.search).toBe('?status=completed');
    await user.click(screen.getByText('All'));
    expect(vesselsShown()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('opens on the group of the URL and says No data found when it is empty', async () => {
    signIn('supervisor', {
      'GET /vessel-schedule/dashboard': () => ({ body: { ...schedule, arriving: [] } }),
    });
    renderApp(`${path}?status=arriving`);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Arriving (0)' })).toBeChecked();
  });

  it('shows the failure with the status appended, and loads again on Retry', async () => {
    let calls = 0;
    signIn('checker', {
      'GET /vessel-schedule/dashboard': () =>
        ++calls === 1 ? { status: 503, body: { detail: 'down' } } : { body: schedule },
    });
    const { user } = renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later. (status 503)',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'MV Pacific Star V.262' })).toBeInTheDocument();
  });

  it('loads again on Refresh and by itself every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    signIn('checker', {
      'GET /vessel-schedule/dashboard': () => {
        calls++;
        return { body: { ...schedule, ongoing: [visit(2, { vesselName: `MV Call ${calls}` })] } };
      },
    });
    const { user } = renderApp(path, { fakeTimers: true });
    await screen.findByRole('cell', { name: 'MV Call 1 V.262' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('cell', { name: 'MV Call 2 V.262' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await screen.findByRole('cell', { name: 'MV Call 3 V.262' });
  });

  it('shows one card per visit on a small screen', async () => {
    mockSmallScreen();
    signIn('checker', { 'GET /vessel-schedule/dashboard': () => ({ body: schedule }) });
    renderApp(path);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getAllByRole('article')[1] as HTMLElement;
    expect(within(card).getByText('MV Pacific Star V.262')).toBeInTheDocument();
    expect(within(card).getByText('First Move')).toBeInTheDocument();
    expect(within(card).getByText('Ongoing')).toBeInTheDocument();
  });
});

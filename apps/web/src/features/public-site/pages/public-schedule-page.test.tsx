import type { PublicScheduleRow } from '@portside/contracts/operations';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { mockSmallScreen } from '../../../test/small-screen';

const visit = (overrides: Partial<PublicScheduleRow> = {}): PublicScheduleRow => ({
  vesselName: 'MV Pacific Star',
  voyageNumber: 'V.2611',
  packages: 1250,
  arrivalDate: '2026-03-14',
  totalArrastre: 80,
  totalStevedoring: 120.5,
  firstMove: '2026-03-14T00:00:00Z',
  remainingArrastre: 30,
  remainingStevedoring: 0,
  latestUpdate: '2026-03-15T03:15:00Z',
  ...overrides,
});
const answer = (data: PublicScheduleRow[]) => ({ body: { data, generatedAt: '2026-03-15T04:00:00Z' } });

afterEach(() => vi.restoreAllMocks());

describe('public vessel schedule', () => {
  it('shows the ongoing vessels signed out, asking without a token', async () => {
    const fetchMock = mockApi({ 'GET /vessel-schedule/': () => answer([visit()]) });
    renderApp('/vessel');
    const row = (await screen.findByRole('cell', { name: 'MV Pacific Star V.2611' })).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Vessel',
      'Arrival',
      'Packages',
      'First Move',
      'Stevedoring',
      'Arrastre',
      'Latest Update',
      'Status',
    ]);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'MV Pacific Star V.2611',
      'Mar 14, 2026',
      '1,250',
      'Mar 14, 2026, 8:00 AM',
      '0.00 of 120.50 CBM left',
      '30.00 of 80.00 CBM left',
      'Mar 15, 2026, 11:15 AM',
      'Ongoing',
    ]);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('has the links of the public site: Home, Vessel Schedule, and Client Access in a new tab', async () => {
    mockApi({ 'GET /vessel-schedule/': () => answer([]) });
    renderApp('/vessel-schedule');
    const nav = await screen.findByRole('navigation', { name: 'Site' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Vessel Schedule' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Vessel Schedule' })).toHaveAttribute('href', '/vessel');
    const clientAccess = within(nav).getByRole('link', { name: 'Client Access' });
    expect(clientAccess).toHaveAttribute('href', '/login');
    expect(clientAccess).toHaveAttribute('target', '_blank');
    expect(clientAccess).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await screen.findByText('No vessels are being worked at the moment.')).toBeInTheDocument();
  });

  it('shows a failure with its status and loads again on Retry', async () => {
    let calls = 0;
    mockApi({ 'GET /vessel-schedule/': () => (++calls === 1 ? { status: 502 } : answer([visit()])) });
    const { user } = renderApp('/vessel');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later. (status 502)',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'MV Pacific Star V.2611' })).toBeInTheDocument();
  });

  it('asks again by itself every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    mockApi({ 'GET /vessel-schedule/': () => answer([visit({ vesselName: `MV Call ${++calls}` })]) });
    renderApp('/vessel', { fakeTimers: true });
    await screen.findByRole('cell', { name: 'MV Call 1 V.2611' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await screen.findByRole('cell', { name: 'MV Call 2 V.2611' });
  });

  it('shows one card per vessel on a phone, a dash for a category the terminal does not handle', async () => {
    mockSmallScreen();
    mockApi({
      'GET /vessel-schedule/': () =>
        answer([visit(), visit({ vesselName: 'MV Coral Dawn', totalStevedoring: 0, remainingStevedoring: 0 })]),
    });
    renderApp('/vessel');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getAllByRole('article')[1] as HTMLElement;
    expect(within(card).getByText('MV Coral Dawn V.2611')).toBeInTheDocument();
    const stevedoring = within(card).getByText('Stevedoring').nextElementSibling;
    expect(stevedoring).toHaveTextContent(/^—$/);
    expect(within(card).getByText('30.00 of 80.00 CBM left')).toBeInTheDocument();
  });

  it('puts the same links on the public home', async () => {
    mockApi({});
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Site' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Vessel Schedule' })).not.toHaveAttribute('aria-current');
  });
});

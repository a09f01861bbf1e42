import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildTrackingResult } from '../../../test/tracking';

/** A processor on the track page, the server answering `answer` for every BL number asked. */
function open(answer: (blNo: string | null) => { status?: number; body?: unknown }, path = '/processor/track') {
  const asked: (string | null)[] = [];
  signIn('processor', {
    'GET /items/search-bl': ({ url }) => {
      asked.push(url.searchParams.get('bl_no'));
      return answer(url.searchParams.get('bl_no'));
    },
  });
  return { asked, ...renderApp(path) };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('track page', () => {
  it('offers the BLs whose number starts with four characters typed, with their vessel, and tracks the one chosen', async () => {
    const prefixes: (string | null)[] = [];
    const asked: (string | null)[] = [];
    signIn('processor', {
      'GET /items/bl-numbers': ({ url }) => {
        prefixes.push(url.searchParams.get('prefix'));
        const bl = (blNo: string, vesselName: string) => ({
          itemId: blNo.length,
          blNo,
          vesselId: 3,
          vesselName,
          voyageNo: 'V.12',
          arrivalDate: '2025-03-04',
          consignee: 'ACME',
          cleared: false,
        });
        return { body: { data: [bl('MAEUMNL0000001', 'MV NEW DAWN'), bl('MAEUMNL0000002', 'MV OLD STAR')] } };
      },
      'GET /items/search-bl': ({ url }) => {
        asked.push(url.searchParams.get('bl_no'));
        return { body: { data: [] } };
      },
    });
    const { user } = renderApp('/processor/track');
    const input = await screen.findByRole('combobox', { name: 'BL number' });
    await user.type(input, 'mae');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(prefixes).toEqual([]);
    await user.type(input, 'u');
    // The dropdown's transition keeps it hidden to the accessibility tree in jsdom.
    const option = await screen.findByRole('option', { name: /MAEUMNL0000002/, hidden: true });
    expect(option).toHaveTextContent('MAEUMNL0000002MV OLD STAR V.12 · 2025-03-04');
    expect(prefixes).toEqual(['maeu']);
    await user.click(option);
    await waitFor(() => expect(asked).toEqual(['MAEUMNL0000002']));
    expect(input).toHaveValue('MAEUMNL0000002');
  });

  it('keeps Track disabled while the BL number is blank and tracks the trimmed number on Enter', async () => {
    const { asked, user } = open(() => ({ body: { data: [buildTrackingResult(1)] } }));
    const input = await screen.findByRole('combobox', { name: 'BL number' });
    const track = screen.getByRole('button', { name: 'Track' });
    expect(track).toBeDisabled();
    await user.type(input, '   ');
    expect(track).toBeDisabled();
    await user.type(input, ' MNL-001 {Enter}');
    expect(await screen.findByRole('cell', { name: 'RICE IN BAGS' })).toBeInTheDocument();
    expect(asked).toEqual(['MNL-001']);
    expect(track).toBeEnabled();
  });

  it("shows the BL, its clearance, invoice, official receipt and gate-out first, then the rest of spec 2.9's columns", async () => {
    const { user } = open(() => ({ body: { data: [buildTrackingResult(1)] } }));
    await user.type(await screen.findByRole('combobox', { name: 'BL number' }), 'mnl-001');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'BL No',
      'Vessel',
      'Voyage No',
      'Clearance',
      'Invoice',
      'OR',
      'Gate Out',
      'Storage accrued',
      'Trucks out',
      'Description',
      'Consignee',
      'Shipper',
      'Packages',
      'CBM',
      'Gross Weight',
      'Arrival Date',
      'Time of Berth',
      'Handled At',
      'Stevedoring',
      'Arrastre',
    ]);
    const [, row] = within(table).getAllByRole('row');
    expect(cellsOf(row as HTMLElement)).toEqual([
      'MNL-001',
      'MV Pacific Star',
      'V.2511',
      'CL-2025-0042Nov 5, 2025',
      'SI-000123Nov 6, 2025',
      'OR-1000456Nov 7, 2025',
      'Nov 10, 2025, 10:30 AM',
      '₱3,086.78Days charged: 1',
      'Nov 9, 2025, 11:00 AM: 2,500 packages, truck NBC 1234, driver Pedro Santos, slip WS-0091' +
        'Nov 10, 2025, 10:30 AM: 1,500 packages, truck RTX 5521, driver Jose Rizal Cruz, slip WS-0092',
      'RICE IN BAGS',
      'LUZON GRAINS INC.',
      'HANOI RICE EXPORT CO.',
      '4,000',
      '260.13',
      '200,000.50',
      'Nov 3, 2025',
      'Nov 3, 2025, 2:15 PM',
      'Nov 4, 2025, 9:00 AM',
      'SHIPSIDE STEVEDORES',
      'PORTSIDE TERMINAL SERVICES INC.',
    ]);
  });

  it('shows a dash for everything that has not happened, and every BL of that number on every vessel', async () => {
    const bare = buildTrackingResult(2, {
      vesselName: 'MV Asian Pearl',
      shipper: '',
      timeOfBerth: null,
      handledAt: null,
      gateOutAt: null,
      stevedoring: null,
      arrastre: null,
      clearanceNumber: null,
      clearanceDate: null,
      invoiceNumber: null,
      billingDate: null,
      orNumber: null,
      orDateIssued: null,
      storage: null,
      remainingPackages: 4000,
      withdrawals: [],
    });
    const { user } = open(() => ({ body: { data: [bare, buildTrackingResult(1)] } }));
    await user.type(await screen.findByRole('combobox', { name: 'BL number' }), 'MNL-001{Enter}');
    expect(await screen.findByText('2 BLs numbered MNL-001')).toBeInTheDocument();
    const [, first, second] = within(screen.getByRole('table')).getAllByRole('row');
    const cells = cellsOf(first as HTMLElement);
    expect(cells[1]).toBe('MV Asian Pearl');
    expect([...cells.slice(3, 7), cells[8], cells[11], ...cells.slice(16)]).toEqual(Array(10).fill('—'));
    expect(cells[7]).toBe('Not discharged yet: storage starts after the discharge.');
    expect(cellsOf(second as HTMLElement)[1]).toBe('MV Pacific Star');
    expect(cellsOf(second as HTMLElement)[7]).toBe('₱3,086.78Days charged: 1');
  });

  it("says a BL another arrastre operator delivers is stored in that operator's yard, not ours", async () => {
    const theirs = buildTrackingResult(3, { arrastre: 'HARBOUR RIVAL CORP.', storage: null });
    const { user } = open(() => ({ body: { data: [theirs] } }));
    await user.type(await screen.findByRole('combobox', { name: 'BL number' }), 'MNL-001{Enter}');
    const [, row] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(cellsOf(row as HTMLElement)[7]).toBe('Stored by the arrastre operator that delivers it, not in our yard.');
  });

  it('says No results. when no BL has that number', async () => {
    const { user } = open(() => ({ body: { data: [] } }));
    await user.type(await screen.findByRole('combobox', { name: 'BL number' }), 'NOPE{Enter}');
    expect(await screen.findByText('No results.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says Failed to track when the call fails, and Failed to retrieve tracking results for a wrong answer', async () => {
    let answer: { status?: number; body?: unknown } = { status: 500 };
    const { user } = open(() => answer);
    await user.type(await screen.findByRole('combobox', { name: 'BL number' }), 'MNL-001{Enter}');
    expect(await screen.findByText('Failed to track')).toBeInTheDocument();
    answer = { body: { data: [{ blNo: 'MNL-001' }] } };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to retrieve tracking results')).toBeInTheDocument();
  });

  it('keeps the number tracked in the address', async () => {
    const { router, user } = open(() => ({ body: { data: [buildTrackingResult(1)] } }));
    await user.type(await screen.findByRole('combobox', { name: 'BL number' }), 'MNL-001{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?bl=MNL-001'));
  });

  it('tracks the number of the address it is opened at', async () => {
    const { asked } = open(() => ({ body: { data: [buildTrackingResult(1)] } }), '/processor/track?bl=MNL-001');
    expect(await screen.findByRole('cell', { name: 'RICE IN BAGS' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'BL number' })).toHaveValue('MNL-001');
    expect(asked).toEqual(['MNL-001']);
  });

  it('shows one card per BL on a small screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { user } = open(() => ({
      body: { data: [buildTrackingResult(1), buildTrackingResult(2, { vesselName: 'MV Asian Pearl' })] },
    }));
    await user.type(await screen.findByRole('combobox', { name: 'BL number' }), 'MNL-001{Enter}');
    const cards = await screen.findAllByRole('article', { name: 'BL MNL-001' });
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByText('MV Asian Pearl')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

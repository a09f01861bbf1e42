import type { ReceivableItem } from '@portside/contracts/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, textOf } from '../../../test/downloads';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { mockSmallScreen } from '../../../test/small-screen';

type Handler = NonNullable<Parameters<typeof signIn>[1]>[string];

const thisYear = new Date().getFullYear();
const path = '/dashboard/reports/paid-ar';
const figures = (months: { month: number; bls: number; cbm: number }[], halves: [number, number, number, number]) => ({
  months,
  halves: [
    { half: 1, bls: halves[0], cbm: halves[1] },
    { half: 2, bls: halves[2], cbm: halves[3] },
  ],
  bls: halves[0] + halves[2],
  cbm: halves[1] + halves[3],
});
const financials = {
  year: thisYear,
  paid: figures(
    [
      { month: 1, bls: 3, cbm: 120.5 },
      { month: 7, bls: 2, cbm: 80 },
    ],
    [3, 120.5, 2, 80],
  ),
  receivable: figures([{ month: 2, bls: 4, cbm: 50.25 }], [4, 50.25, 0, 0]),
};
const aging = {
  today: `${thisYear}-11-24`,
  buckets: [
    { bucket: '0-30', invoices: 2, cbm: 20.5, net: '1000.00', amountDue: '1120.00' },
    { bucket: '31-60', invoices: 1, cbm: 10, net: '500.00', amountDue: '560.00' },
    { bucket: '61-90', invoices: 0, cbm: 0, net: '0.00', amountDue: '0.00' },
    { bucket: '90+', invoices: 1, cbm: 19.75, net: '2000.00', amountDue: '2240.00' },
  ],
  total: { invoices: 4, cbm: 50.25, net: '3500.00', amountDue: '3920.00' },
};
const item = (index: number): ReceivableItem => ({
  id: index,
  timeOfBerth: '2026-03-01T00:30:00Z',
  handledAt: index === 1 ? null : '2026-03-02T02:00:00Z',
  vesselName: 'MV Coral',
  voyageNo: 'V.12',
  consignee: index === 2 ? '' : `Consignee ${index}`,
  blNo: `BL-${index}`,
  type: 'Steel coils',
  noPackages: 3,
  cbmSo: 12.345,
  grossWeight: 1234.5,
  orNumber: null,
  invoiceNumber: `INV-${index}`,
  invoiceKind: index === 3 ? 'storage' : 'handling',
  billingDate: '2026-03-05',
  amountDue: '1120.00',
  clearanceNumber: index === 1 ? 'CL-1' : null,
  gateOutAt: null,
  dwellDays: 10,
  invoiceAging: index === 1 ? 1 : 30,
  arrivalDate: '2026-03-01',
});
/** 32 unpaid invoices, 15 a page; `vessel=none` finds nothing. */
const receivablePage: Handler = ({ url }) => {
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('page_size'));
  const total = url.searchParams.get('vessel') === 'none' ? 0 : 32;
  const count = Math.max(0, Math.min(size, total - (page - 1) * size));
  return {
    body: {
      items: Array.from({ length: count }, (_, index) => item((page - 1) * size + index + 1)),
      total,
      // The server's totals of every row that matches, whatever the page.
      summary: {
        noPackages: 3 * total,
        cbmSo: (12_345 * total) / 1000,
        tonnes: (1_235 * total) / 1000,
        amountDue: `${1120 * total}.00`,
      },
      page,
      pageSize: size,
      today: `${thisYear}-11-24`,
    },
  };
};

function open(search = '', overrides: Record<string, Handler> = {}, role = 'supervisor') {
  const api = signIn(role, {
    'GET /analytics/financials/summary': () => ({ body: financials }),
    'GET /analytics/items/receivable/aging': () => ({ body: aging }),
    'GET /analytics/items/receivable': receivablePage,
    ...overrides,
  });
  const calls = (name: string) =>
    api.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === `/api/analytics/${name}`)
      .map((url) => url.search);
  return { ...renderApp(`${path}${search}`), calls };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const receivableTable = () => within(screen.getByRole('region', { name: 'Accounts Receivable' })).getByRole('table');

afterEach(() => vi.restoreAllMocks());

describe('paid and AR page', () => {
  it('opens for finance too (spec point 1), its trail without the Overview finance cannot open', async () => {
    open('', {}, 'finance');
    expect(await screen.findByText('Paid: 200.50 CBM')).toBeInTheDocument();
    const trail = screen.getByRole('link', { name: 'Home' }).closest('.mantine-Breadcrumbs-root');
    expect(trail).not.toBeNull();
    expect(within(trail as HTMLElement).queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument();
  });

  it("shows the dashboards' readers the trail through the Overview", async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Overview' })).toBeInTheDocument();
  });

  it('shows the totals of paid and unpaid CBM, the legend Paid and Accounts Payable, and the year select of 6', async () => {
    const { calls, user } = open();
    expect(await screen.findByText('Paid: 200.50 CBM')).toBeInTheDocument();
    expect(screen.getByText('Accounts Payable: 50.25 CBM')).toBeInTheDocument();
    expect(screen.getByText('Total: 250.75 CBM')).toBeInTheDocument();
    expect(calls('financials/summary')).toEqual([`?year=${thisYear}`]);
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    const years = await screen.findAllByRole('option', { hidden: true });
    expect(years.map((option) => option.textContent)).toEqual(
      Array.from({ length: 6 }, (_, index) => String(thisYear - index)),
    );
  });

  it('shows the PAID TO CBM and ACCOUNTS RECEIVABLE cards with their half tables and totals from the server', async () => {
    open();
    const paid = await screen.findByRole('region', { name: 'PAID TO CBM' });
    expect(rowsOf(within(paid).getByRole('table', { name: '1st Half' }))).toEqual([
      ['Month', 'BLs', 'CBM'],
      ['January', '3', '120.50'],
      ['February', '0', '0.00'],
      ['March', '0', '0.00'],
      ['April', '0', '0.00'],
      ['May', '0', '0.00'],
      ['June', '0', '0.00'],
      ['Total', '3', '120.50'],
    ]);
    expect(rowsOf(within(paid).getByRole('table', { name: '2nd Half' }))[1]).toEqual(['July', '2', '80.00']);
    expect(rowsOf(within(paid).getByRole('table', { name: '2nd Half' })).at(-1)).toEqual(['Total', '2', '80.00']);
    const receivable = screen.getByRole('region', { name: 'ACCOUNTS RECEIVABLE' });
    expect(rowsOf(within(receivable).getByRole('table', { name: '1st Half' })).at(-1)).toEqual(['Total', '4', '50.25']);
  });

  it('shows the aging by bucket with invoices, CBM and amount due, and their total', async () => {
    open();
    const panel = await screen.findByRole('region', { name: /^Receivable by days since billing, as of/ });
    expect(rowsOf(within(panel).getByRole('table'))).toEqual([
      ['Days since billing', 'Invoices', 'CBM', 'Amount due'],
      ['0-30 days', '2', '20.50', '₱1,120.00'],
      ['31-60 days', '1', '10.00', '₱560.00'],
      ['61-90 days', '0', '0.00', '₱0.00'],
      ['Over 90 days', '1', '19.75', '₱2,240.00'],
      ['Total', '4', '50.25', '₱3,920.00'],
    ]);
  });

  it('lists the receivable with the sixteen columns of spec 2.8 in order, N day and N days', async () => {
    open();
    await screen.findByText('BL-1');
    const rows = rowsOf(receivableTable());
    expect(rows[0]).toEqual([
      'Berthing Time',
      'Handled At',
      'Vessel',
      'Consignee',
      'B/L',
      'Type',
      'No. of Packages',
      'CBM',
      'M.T',
      'O.R',
      'Billing Invoice',
      'Billing Date',
      'Clearance No.',
      'Gate Out',
      'Dwell Days',
      'Invoice Aging',
    ]);
    // The terminal's clock is Manila's (UTC+8) in the tests' settings.
    expect(rows[1]).toEqual([
      '2026-03-01 08:30',
      '—',
      'MV Coral v.12',
      'Consignee 1',
      'BL-1',
      'Steel coils',
      '3',
      '12.35',
      '1.235',
      '—',
      'INV-1',
      'Mar 5, 2026',
      'CL-1',
      '—',
      '10',
      '1 day',
    ]);
    expect(rows[2]?.[3]).toBe('(Unknown)');
    expect(rows[2]?.[15]).toBe('30 days');
    // A storage invoice says so beside its number.
    expect(rows[3]?.[10]).toBe('INV-3 (storage)');
    // Its cargo is counted under its handling invoice: dashes here, as in the totals.
    expect(rows[3]?.slice(6, 9)).toEqual(['—', '—', '—']);
    expect(screen.getByText('32 unpaid invoices, ₱35,840.00 due')).toBeInTheDocument();
    // 15 rows of the page, then the totals of all 32 from the server.
    expect(rows).toHaveLength(17);
    expect(rows[16]?.slice(0, 9)).toEqual(['Total of all 32 invoices', '', '', '', '', '', '96', '395.04', '39.520']);
  });

  it('pages with Previous and Next through Page X of Y, each disabled at its end', async () => {
    const { user, calls, router } = open();
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await screen.findByText('BL-32');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    // Header, the last page's 2 rows, the totals.
    expect(rowsOf(receivableTable())).toHaveLength(4);
    expect(router.state.location.search).toBe('?page=3');
    expect(calls('items/receivable')).toEqual([
      `?year=${thisYear}&page=1&page_size=15`,
      `?year=${thisYear}&page=2&page_size=15`,
      `?year=${thisYear}&page=3&page_size=15`,
    ]);
  });

  it('sends each search to the server, debounced, and starts again at page 1', async () => {
    const { user, calls, router } = open('?page=2');
    await screen.findByText('Page 2 of 3');
    await user.type(screen.getByRole('textbox', { name: 'Vessel or voyage' }), 'coral');
    await waitFor(() => expect(router.state.location.search).toBe('?vessel=coral'));
    await user.type(screen.getByRole('textbox', { name: 'B/L number' }), 'BL-1');
    await user.type(screen.getByRole('textbox', { name: 'Consignee' }), 'acme');
    await waitFor(() => expect(router.state.location.search).toBe('?vessel=coral&bl=BL-1&consignee=acme'));
    await waitFor(() =>
      expect(calls('items/receivable').at(-1)).toBe(
        `?year=${thisYear}&vessel=coral&bl=BL-1&consignee=acme&page=1&page_size=15`,
      ),
    );
    // Debounced: no call for a part of a word.
    expect(calls('items/receivable').some((search) => search.includes('vessel=cor&'))).toBe(false);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('says No records found. when the searches find nothing', async () => {
    open('?vessel=none');
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports every row of the searches in one call as paid-ar-receivable-{year}.csv with a totals row', async () => {
    const downloads = captureDownloads();
    const { user, calls } = open(`?year=${thisYear - 1}&consignee=acme`);
    await screen.findByText('BL-1');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads()).toHaveLength(1));
    expect(calls('items/receivable')).toContain(`?year=${thisYear - 1}&consignee=acme&page=1&page_size=10000`);
    const [file] = downloads();
    expect(file?.name).toBe(`paid-ar-receivable-${thisYear - 1}.csv`);
    const lines = (await textOf(file?.blob)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(34);
    expect(lines[0]).toBe(
      'Berthing Time,Handled At,Vessel,Consignee,B/L,Type,No. of Packages,CBM,M.T,O.R,Billing Invoice,Billing Date,Clearance No.,Gate Out,Dwell Days,Invoice Aging',
    );
    expect(lines[1]).toBe(
      '2026-03-01 08:30,,MV Coral v.12,Consignee 1,BL-1,Steel coils,3,12.345,1.235,,INV-1,2026-03-05,CL-1,,10,1 day',
    );
    // 32 rows: 96 packages, 32 x 12.345 CBM, 32 x 1.2345 t (each 1.235 as the rows write it).
    expect(lines[33]).toBe('Total of all 32 invoices,,,,,,96,395.040,39.520,,,,,,,');
  });

  it('says Failed to load financial summary and Failed to load receivable items with Retry', async () => {
    open('', {
      'GET /analytics/financials/summary': () => ({ status: 500, body: {} }),
      'GET /analytics/items/receivable': () => ({ status: 500, body: {} }),
    });
    expect(await screen.findByText('Failed to load financial summary')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load receivable items')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThanOrEqual(2);
  });

  it('says Invalid response structure for an answer of the wrong shape', async () => {
    open('', { 'GET /analytics/financials/summary': () => ({ body: { year: thisYear } }) });
    expect(await screen.findByText('Invalid response structure')).toBeInTheDocument();
  });

  it('shows the receivable as cards on a phone', async () => {
    mockSmallScreen();
    open();
    const card = await screen.findByRole('article', { name: 'BL-1' });
    expect(within(card).getByText('Invoice Aging')).toBeInTheDocument();
    expect(within(card).getByText('1 day')).toBeInTheDocument();
  });
});

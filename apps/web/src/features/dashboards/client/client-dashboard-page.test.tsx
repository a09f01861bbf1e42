import type { ClientItem } from '@portside/contracts/client-portal';
import type { StorageAccrual } from '@portside/contracts/storage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { mockSmallScreen } from '../../../test/small-screen';

type Handlers = NonNullable<Parameters<typeof signIn>[1]>;

const currentYear = 2026;
const path = '/client/dashboard';
const profile = {
  name: 'Carla Client',
  username: 'client',
  company: { id: 7, name: 'Pacific Traders Inc.' },
  currentYear,
  today: '2026-11-24',
};
const summary = {
  year: currentYear,
  bls: 12,
  cbm: 345.5,
  packages: 420,
  paid: { bls: 5, cbm: 100.25 },
  payable: { bls: 4, cbm: 150, amountDue: '12345.60' },
  notBilled: { bls: 3, cbm: 95.25 },
  inTerminal: 6,
};
const volume = (year: number) => ({
  year,
  totalCbm: 200,
  types: [
    { type: 'Steel coils', cbm: 120, volume: 120, bls: 3, share: 60 },
    { type: 'Rice', cbm: 50, volume: 50, bls: 2, share: 25 },
    { type: 'Vehicles', cbm: 30, volume: 30, bls: 1, share: 15 },
  ],
});
const figures = (bls: number, cbm: number) => ({ bls, cbm });
/** A month of the CBM summary, with paidCbm and arCbm as the API adds them (spec 3's names). */
const cbmMonth = (
  month: number,
  paid: ReturnType<typeof figures>,
  payable: ReturnType<typeof figures>,
  notBilled = figures(0, 0),
) => ({
  month,
  paid,
  payable,
  notBilled,
  paidCbm: paid.cbm,
  arCbm: payable.cbm,
});
const cbmSummary = (year: number) => ({
  year,
  months: [
    cbmMonth(2, figures(2, 40), figures(1, 10)),
    cbmMonth(6, figures(1, 20.5), figures(0, 0), figures(1, 5)),
    cbmMonth(9, figures(3, 60), figures(4, 80.75)),
  ],
  totals: { paid: figures(6, 120.5), payable: figures(5, 90.75), notBilled: figures(1, 5) },
});
const comparison = (year1: number, year2: number) => ({
  year1,
  year2,
  months: [{ month: 1, year1: figures(2, 30), year2: figures(1, 12) }],
  totals: { year1: figures(2, 30), year2: figures(1, 12) },
  data1: [{ month: 1, volume: 30 }],
  data2: [{ month: 1, volume: 12 }],
});
const item = (id: number, overrides: Partial<ClientItem> = {}): ClientItem => ({
  id,
  timeOfBerth: null,
  handledAt: null,
  vesselName: 'MV Coral',
  voyageNo: 'V.12',
  consignee: 'PACIFIC TRADERS',
  blNo: `BL-${id}`,
  type: 'Steel coils',
  noPackages: 3,
  cbmSo: 12.5,
  grossWeight: 1000,
  status: 'payable',
  orNumber: null,
  receiptId: null,
  invoiceNumber: `INV-${id}`,
  invoiceId: 100 + id,
  billingDate: '2026-03-05',
  amountDue: '1120.00',
  clearanceNumber: 'CL-1',
  gateOutAt: null,
  dwellDays: 10,
  invoiceAging: 5,
  arrivalDate: '2026-03-01',
  storage: null,
  storageBilling: null,
  remainingPackages: 3,
  withdrawals: [],
  ...overrides,
});
const page = (data: ClientItem[], total = data.length) => ({ data, total, limit: 10, offset: 0 });
/** A stay of 2 revenue tons at 20.00 a day after 5 free days (VAT 12%), to a day. */
const storageOf = (
  stay: Pick<StorageAccrual, 'toDay' | 'daysInTerminal' | 'freeDaysLeft' | 'chargeableDays'>,
): StorageAccrual => ({
  cargoClass: 'import',
  dischargeDay: '2026-11-12',
  priced: true,
  freeDays: 5,
  lines: [],
  netAmount: '316.00',
  vatAmount: '37.92',
  totalAmount: '353.92',
  ...stay,
});
/** The proforma of a BL billed for its handling (not paid), two storage days after its invoices, one not paid. */
const storageProforma = (toDay: string) => ({
  itemId: 4,
  blNo: 'BL-4',
  asOf: '2026-11-24',
  toDay,
  handling: null,
  handlingDue: '100.00',
  storage: {
    accrual: {
      ...storageOf({ toDay, daysInTerminal: 12, freeDaysLeft: 0, chargeableDays: 2 }),
      lines: [
        {
          from: '2026-11-23',
          to: '2026-11-24',
          days: 2,
          tier: 0,
          basis: 'revenueTon',
          quantity: '2.000',
          ratePerDay: '20.00',
          vatPercent: '12.00',
          amount: '80.00',
        },
      ],
      netAmount: '80.00',
      vatAmount: '9.60',
      totalAmount: '89.60',
    },
    billedTo: '2026-11-22',
    unpaidInvoices: '224.00',
    total: '313.60',
  },
  total: '413.60',
});
const proforma = {
  itemId: 3,
  blNo: 'BL-3',
  asOf: '2026-11-24',
  toDay: '2026-11-24',
  handling: {
    lines: [
      { category: 'stevedoring', basis: 'cbm', quantity: '12.500', unitRate: '100.00', amount: '1250.00' },
      { category: 'arrastre', basis: 'revenueTon', quantity: '12.500', unitRate: '80.50', amount: '1006.25' },
    ],
    net: '2256.25',
    vatPercent: '12.00',
    vat: '270.75',
    total: '2527.00',
  },
  handlingDue: '0.00',
  storage: null,
  total: '2527.00',
};

const yearOf = (url: URL) => Number(url.pathname.split('/').at(-1));
/** Every call of the dashboard answered; `overrides` replaces some. */
function signInClient(overrides: Handlers = {}) {
  return signIn('client', {
    'GET /client/profile': () => ({ body: profile }),
    'GET /client/summary': () => ({ body: summary }),
    ...Object.fromEntries(
      [2022, 2023, 2024, 2025, 2026].flatMap((year) => [
        [`GET /client/cargo-volume/${year}`, ({ url }: { url: URL }) => ({ body: volume(yearOf(url)) })],
        [`GET /client/cbm-summary/${year}`, ({ url }: { url: URL }) => ({ body: cbmSummary(yearOf(url)) })],
      ]),
    ),
    [`GET /client/year-comparison/${currentYear}/${currentYear - 1}`]: () => ({
      body: comparison(currentYear, currentYear - 1),
    }),
    'GET /client/items': () => ({
      body: page([
        item(1),
        item(2, { status: 'paid', orNumber: 'OR-9', receiptId: 9, amountDue: null, dwellDays: null }),
        item(3, notBilled),
      ]),
    }),
    ...overrides,
  });
}
const notBilled: Partial<ClientItem> = {
  status: 'notBilled',
  invoiceNumber: null,
  invoiceId: null,
  billingDate: null,
  amountDue: null,
};
const calledPaths = (fetchMock: ReturnType<typeof signIn>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));

async function optionsOf(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const listbox = within(screen.getByRole('listbox', { name, hidden: true }));
  const options = listbox.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return options;
}

async function choose(user: ReturnType<typeof renderApp>['user'], name: string, year: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const listbox = within(screen.getByRole('listbox', { name, hidden: true }));
  await user.click(listbox.getByRole('option', { name: year, hidden: true }));
}

describe('client dashboard', () => {
  it('shows only the no-company sentence to a user not linked to a company', async () => {
    const fetchMock = signInClient({ 'GET /client/profile': () => ({ body: { ...profile, company: null } }) });
    renderApp(path);
    expect(
      await screen.findByText(
        'Your account is not linked to a consignee company yet. Please ask the terminal to link it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Client Access' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your bills of lading' })).not.toBeInTheDocument();
    expect(calledPaths(fetchMock).filter((url) => url.pathname.startsWith('/api/client/'))).toHaveLength(1);
  });

  it('greets the user with its company and shows the summary items', async () => {
    signInClient();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Welcome, Carla Client' })).toBeInTheDocument();
    expect(screen.getByText(/The cargo of Pacific Traders Inc\. at the terminal/)).toBeInTheDocument();
    const items = within(await screen.findByRole('region', { name: 'Arrived in 2026' }));
    expect(await items.findByText('420 packages')).toBeInTheDocument();
    expect(items.getByText('345.50')).toBeInTheDocument();
    expect(items.getByText('Amount due: ₱12,345.60')).toBeInTheDocument();
    expect(items.getByText('6 BLs')).toBeInTheDocument();
  });

  it('draws the cargo volume as a ranked list with the total and the top share in the centre', async () => {
    signInClient();
    renderApp(path);
    const panel = within(await screen.findByRole('region', { name: 'Cargo volume by type' }));
    const ranked = within(await panel.findByRole('list', { name: 'Cargo volume by type, largest first' }));
    expect(ranked.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Steel coils120.0060%',
      'Rice50.0025%',
      'Vehicles30.0015%',
    ]);
    expect(panel.getByText('200.00')).toBeInTheDocument();
    expect(panel.getByText('Top 60%')).toBeInTheDocument();
  });

  it('offers the last 5 years for the volume and the status and the last 6 to compare, this year against the last', async () => {
    signInClient();
    const { user } = renderApp(path);
    await screen.findByRole('list', { name: 'Cargo volume by type, largest first' });
    const five = ['2026', '2025', '2024', '2023', '2022'];
    expect(await optionsOf(user, 'Cargo volume year')).toEqual(five);
    expect(await optionsOf(user, 'CBM status year')).toEqual(five);
    expect(await optionsOf(user, 'Year')).toEqual([...five, '2021']);
    expect(await optionsOf(user, 'Compared with')).toEqual([...five, '2021']);
    expect(screen.getByRole('combobox', { name: 'Cargo volume year' })).toHaveValue('2026');
    expect(screen.getByRole('combobox', { name: 'CBM status year' })).toHaveValue('2026');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2026');
    expect(screen.getByRole('combobox', { name: 'Compared with' })).toHaveValue('2025');
    // The two charts count a BL in different months, and each says which.
    expect(
      within(screen.getByRole('region', { name: 'Year comparison' })).getByText(/in the month its vessel arrived\.$/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'CBM status by month' })).getByText(/in the month it was billed;/),
    ).toBeInTheDocument();
  });

  it('keeps the chosen years in the URL and asks for them', async () => {
    const fetchMock = signInClient();
    const { router, user } = renderApp(path);
    await screen.findByRole('list', { name: 'Cargo volume by type, largest first' });
    await choose(user, 'Cargo volume year', '2023');
    expect(router.state.location.search).toBe('?volumeYear=2023');
    await waitFor(() =>
      expect(calledPaths(fetchMock).some((url) => url.pathname === '/api/client/cargo-volume/2023')).toBe(true),
    );
    // Back to this year: the default leaves the URL.
    await choose(user, 'Cargo volume year', '2026');
    expect(router.state.location.search).toBe('');
  });

  it('opens with the years, view, search and page of a link, and ignores a year outside its selector', async () => {
    const fetchMock = signInClient({
      'GET /client/year-comparison/2022/2021': () => ({ body: comparison(2022, 2021) }),
    });
    renderApp(`${path}?volumeYear=2021&statusYear=2024&year1=2022&year2=2021&view=paid&q=coral&page=2`);
    await screen.findByRole('list', { name: 'Cargo volume by type, largest first' });
    await waitFor(() => {
      const paths = calledPaths(fetchMock).map((url) => url.pathname);
      expect(paths).toContain('/api/client/cargo-volume/2026');
      expect(paths).toContain('/api/client/cbm-summary/2024');
      expect(paths).toContain('/api/client/year-comparison/2022/2021');
    });
    const items = calledPaths(fetchMock).find((url) => url.pathname === '/api/client/items');
    expect(Object.fromEntries(items?.searchParams ?? [])).toEqual({
      q: 'coral',
      view: 'paid',
      sort: 'arrivalDate',
      order: 'desc',
      limit: '10',
      offset: '10',
    });
    expect(screen.getByRole('radio', { name: 'Paid' })).toBeChecked();
  });

  it('splits the paid and accounts-payable months into January to June and July to December', async () => {
    signInClient();
    renderApp(path);
    const paid = within(await screen.findByRole('region', { name: 'Paid in 2026: BLs and CBM by month' }));
    // Counted like the CBM status chart, by billing date (the arrivals card above counts by arrival).
    expect(
      paid.getByText(
        'Each bill of lading counts in the month it was billed; one not billed yet, in the month its vessel arrived.',
      ),
    ).toBeInTheDocument();
    const firstHalf = within(await paid.findByRole('table', { name: 'January to June' }));
    const rows = firstHalf.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'MonthBLsCBM',
      'January00.00',
      'February240.00',
      'March00.00',
      'April00.00',
      'May00.00',
      'June120.50',
      'Total360.50',
    ]);
    const secondHalf = within(paid.getByRole('table', { name: 'July to December' }));
    expect(secondHalf.getAllByRole('row').map((row) => row.textContent)).toContain('September360.00');
    expect(secondHalf.getAllByRole('row').at(-1)?.textContent).toBe('Total360.00');
    const payable = within(screen.getByRole('region', { name: 'Accounts payable in 2026: BLs and CBM by month' }));
    expect(
      within(payable.getByRole('table', { name: 'January to June' }))
        .getAllByRole('row')
        .at(-1)?.textContent,
    ).toBe('Total110.00');
    expect(
      within(payable.getByRole('table', { name: 'July to December' }))
        .getAllByRole('row')
        .at(-1)?.textContent,
    ).toBe('Total480.75');
  });

  it("says each part's failure in spec 8's words, with Retry", async () => {
    let volumeFails = true;
    signInClient({
      'GET /client/cargo-volume/2026': () => (volumeFails ? { status: 500 } : { body: volume(2026) }),
      'GET /client/cbm-summary/2026': () => ({ status: 500 }),
      'GET /client/items': () => ({ status: 500 }),
    });
    const { user } = renderApp(path);
    const volumePanel = within(await screen.findByRole('region', { name: 'Cargo volume by type' }));
    expect(await volumePanel.findByText('Failed to load cargo volume data.')).toBeInTheDocument();
    const statusPanel = within(screen.getByRole('region', { name: 'CBM status by month' }));
    expect(await statusPanel.findByText('Failed to load CBM summary')).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Your bills of lading' }));
    expect(await items.findByText('Failed to fetch client items')).toBeInTheDocument();
    volumeFails = false;
    await user.click(volumePanel.getByRole('button', { name: 'Retry' }));
    expect(await volumePanel.findByRole('list', { name: 'Cargo volume by type, largest first' })).toBeInTheDocument();
  });

  it('says when a year holds nothing', async () => {
    signInClient({
      'GET /client/cargo-volume/2026': () => ({ body: { year: 2026, totalCbm: 0, types: [] } }),
      'GET /client/cbm-summary/2026': () => ({
        body: {
          year: 2026,
          months: [],
          totals: { paid: figures(0, 0), payable: figures(0, 0), notBilled: figures(0, 0) },
        },
      }),
    });
    renderApp(path);
    expect(await screen.findByText('None of your cargo arrived in 2026.')).toBeInTheDocument();
    expect(await screen.findByText('None of your bills of lading is counted in 2026.')).toBeInTheDocument();
  });

  it('says "No records found matching your search." for a search, and the view\'s sentence without one', async () => {
    signInClient({
      'GET /client/items': ({ url }) => ({ body: url.searchParams.get('q') ? page([]) : page([]) }),
    });
    const { router, user } = renderApp(path);
    const items = within(await screen.findByRole('region', { name: 'Your bills of lading' }));
    expect(
      await items.findByText('Nothing is open: every bill of lading is paid and out of the gate.'),
    ).toBeInTheDocument();
    await user.type(items.getByRole('textbox', { name: 'Search BL number, vessel, voyage or type' }), 'zzz');
    expect(await items.findByText('No records found matching your search.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=zzz');
  });

  it('switches the view through the URL, starting again at page 1', async () => {
    const fetchMock = signInClient();
    const { router, user } = renderApp(`${path}?page=2`);
    const items = within(await screen.findByRole('region', { name: 'Your bills of lading' }));
    await user.click(items.getByText('Unpaid'));
    expect(router.state.location.search).toBe('?view=unpaid');
    await waitFor(() => expect(calledPaths(fetchMock).at(-1)?.searchParams.get('view')).toBe('unpaid'));
  });

  it("shows a BL's clearance, invoice and OR, and a proforma of one not billed with its net, VAT and total", async () => {
    signInClient({ 'GET /client/items/3/proforma': () => ({ body: proforma }) });
    const { user } = renderApp(path);
    const items = within(await screen.findByRole('region', { name: 'Your bills of lading' }));
    const row = (blNo: string) => within(items.getByRole('cell', { name: blNo }).closest('tr') as HTMLElement);
    await items.findByRole('cell', { name: 'BL-1' });
    expect(row('BL-1').getByText('INV-1')).toBeInTheDocument();
    expect(row('BL-1').getByRole('link', { name: 'Print invoice INV-1' })).toBeInTheDocument();
    expect(row('BL-1').getByText('Payable')).toBeInTheDocument();
    expect(row('BL-2').getByRole('link', { name: 'Print official receipt OR-9' })).toBeInTheDocument();
    // Type and packages under the vessel; the billing date under the invoice number.
    expect(row('BL-1').getByRole('cell', { name: 'MV Coral V.12 Steel coils · 3 packages' })).toBeInTheDocument();
    expect(row('BL-1').getByText('Mar 5, 2026')).toBeInTheDocument();
    // Dwell under the gate out: days while our gate keeps the BL; a dash when the arrastre is another operator's (null).
    expect(row('BL-1').getByRole('cell', { name: '— 10 days' })).toBeInTheDocument();
    expect(row('BL-2').queryByText(/days?$/)).not.toBeInTheDocument();
    expect(row('BL-1').queryByRole('button', { name: /Proforma/ })).not.toBeInTheDocument();
    await user.click(row('BL-3').getByRole('button', { name: 'Proforma charges of BL BL-3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Proforma: BL BL-3' }));
    const lines = within(await dialog.findByRole('table', { name: 'Charges' }));
    expect(lines.getAllByRole('row').map((line) => line.textContent)).toEqual([
      'ServiceQuantityRateAmount',
      'Stevedoring12.500 CBM₱100.00₱1,250.00',
      'Arrastre12.500 revenue tons₱80.50₱1,006.25',
      'Net₱2,256.25',
      'VAT (12%)₱270.75',
      'Total₱2,527.00',
    ]);
  });

  it('shows a card per BL on a phone: the status in the payment colours, the proforma beside a BL not billed', async () => {
    mockSmallScreen();
    try {
      signInClient();
      renderApp(path);
      const billed = within(await screen.findByRole('article', { name: 'BL-1' }));
      expect(billed.getByText('Vessel/Voyage · Type')).toBeInTheDocument();
      expect(billed.getByText('Steel coils · 3 packages')).toBeInTheDocument();
      expect(billed.queryByRole('button', { name: /Proforma/ })).not.toBeInTheDocument();
      // Paid teal as on the charts (paymentColours), not another green.
      const paid = within(screen.getByRole('article', { name: 'BL-2' }));
      expect(paid.getByText('Paid').closest('.mantine-Badge-root')?.getAttribute('style')).toContain('teal');
      const notBilledCard = within(screen.getByRole('article', { name: 'BL-3' }));
      expect(notBilledCard.getByRole('button', { name: 'Proforma charges of BL BL-3' })).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("says why a BL has no proforma (the server's sentence), without a Retry that cannot help", async () => {
    signInClient({
      'GET /client/items/3/proforma': () => ({
        status: 409,
        body: { detail: 'No tariff is in force for the services of this bill of lading.' },
      }),
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Proforma charges of BL BL-3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Proforma: BL BL-3' }));
    expect(
      await dialog.findByText('No tariff is in force for the services of this bill of lading.'),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("shows a BL's storage and trucks, and what it costs to take the rest out on a day the client picks", async () => {
    const inYard = item(4, {
      status: 'paid',
      orNumber: 'OR-10',
      receiptId: 10,
      amountDue: null,
      noPackages: 10,
      handledAt: '2026-11-12T16:30:00Z',
      storage: storageOf({ toDay: '2026-11-24', daysInTerminal: 12, freeDaysLeft: 0, chargeableDays: 7 }),
      storageBilling: { billedTo: '2026-11-22', owedAmount: '291.20' },
      remainingPackages: 5,
      withdrawals: [
        {
          id: 77,
          packages: 5,
          plateNumber: 'NBC 1234',
          driverName: 'Pedro Santos',
          slipNumber: 'WS-1',
          releasedAt: '2026-11-23T01:00:00Z',
        },
      ],
    });
    const asked: (string | null)[] = [];
    signInClient({
      'GET /client/items': () => ({ body: page([inYard]) }),
      'GET /client/items/4/proforma': ({ url }) => {
        const toDay = url.searchParams.get('to_day');
        asked.push(toDay);
        return { body: storageProforma(toDay ?? '2026-11-24') };
      },
    });
    const { user } = renderApp(path);
    const items = within(await screen.findByRole('region', { name: 'Your bills of lading' }));
    const row = within((await items.findByRole('cell', { name: 'BL-4' })).closest('tr') as HTMLElement);
    expect(row.getByText('₱353.92')).toBeInTheDocument();
    expect(row.getByText('Days charged: 7')).toBeInTheDocument();
    expect(row.getByText('Owed to today: ₱291.20')).toBeInTheDocument();
    expect(row.getByText(/5 packages, truck NBC 1234, driver Pedro Santos, slip WS-1/)).toBeInTheDocument();
    expect(row.getByText('5 packages remain in the terminal')).toBeInTheDocument();
    // In our yard: its proforma says what taking the rest out costs.
    await user.click(row.getByRole('button', { name: 'Proforma charges of BL BL-4' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Proforma: BL BL-4' }));
    expect(await dialog.findByText('Handling invoice not paid yet: ₱100.00')).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Storage to Nov 24, 2026' })).toBeInTheDocument();
    const lines = within(dialog.getByRole('table', { name: 'Storage charges' }));
    expect(lines.getAllByRole('row').map((line) => line.textContent)).toEqual([
      'DaysQuantityRate per dayAmount',
      'Nov 23, 2026 to Nov 24, 2026 (2 days)2.000 revenue tons₱20.00₱80.00',
      'Net₱80.00',
      'VAT₱9.60',
      'Total₱89.60',
    ]);
    expect(dialog.getByText('Storage invoices not paid yet: ₱224.00')).toBeInTheDocument();
    expect(dialog.getByText('2 days to charge after the days invoiced.', { exact: false })).toBeInTheDocument();
    expect(dialog.getByText('To take it out on Nov 24, 2026: ₱413.60')).toBeInTheDocument();
    // Another day: asked for it, and the sum to pay then.
    const day = dialog.getByLabelText('Pick-up day');
    fireEvent.change(day, { target: { value: '2026-11-27' } });
    expect(await dialog.findByText('To take it out on Nov 27, 2026: ₱413.60')).toBeInTheDocument();
    expect(asked).toEqual([null, '2026-11-27']);
  });

  it('prints an invoice or a receipt: its printed page, in a new tab', async () => {
    signInClient();
    renderApp(path);
    const invoice = await screen.findByRole('link', { name: 'Print invoice INV-1' });
    expect(invoice).toHaveAttribute('href', '/client/invoices/101/print');
    expect(invoice).toHaveAttribute('target', '_blank');
    const receipt = screen.getByRole('link', { name: 'Print official receipt OR-9' });
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(receipt).toHaveAttribute('href', '/client/receipts/9/print');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, textOf } from '../../../test/downloads';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { mockSmallScreen } from '../../../test/small-screen';

type Handler = NonNullable<Parameters<typeof signIn>[1]>[string];

const thisYear = new Date().getFullYear();
const path = '/dashboard/reports/revenue';
const totals = (totalCbm: number, totalPackages: number, bls: number, netTotalAmount: string) => ({
  totalCbm,
  totalPackages,
  bls,
  netTotalAmount,
});
// Storage and arrastre first: the page lists the categories in their own order (stevedoring first, storage last)
// whatever the answer's. Storage has its net alone.
const categories = {
  data: [
    { category: 'storage', totalCbm: null, totalPackages: null, bls: null, netAmount: '11000.00' },
    { category: 'arrastre', totalCbm: 820.1, totalPackages: 120, bls: 25, netAmount: '64000.25' },
    { category: 'stevedoring', totalCbm: 1500.456, totalPackages: 300, bls: 40, netAmount: '125000.50' },
  ],
  summary: totals(2320.556, 420, 65, '200000.75'),
};
const agents = {
  data: [
    {
      agentId: 7,
      shippingAgent: 'Oceanic Agency',
      totalCbm: 1000,
      totalPackages: 200,
      bls: 30,
      vessels: 12,
      netAmount: '100000.00',
      date: '2026-03-14',
    },
    {
      agentId: 8,
      shippingAgent: 'Harbor Lines',
      totalCbm: 500.456,
      totalPackages: 100,
      bls: 10,
      vessels: 3,
      netAmount: '25000.50',
      date: '2026-02-20',
    },
  ],
  rows: 2,
  summary: totals(1500.456, 300, 40, '125000.50'),
};
const consignees = {
  data: [
    {
      consigneeKey: 'id:12',
      consignee: 'ACME TRADING',
      totalCbm: 800,
      totalPackages: 100,
      bls: 20,
      netAmount: '60000.00',
    },
    { consigneeKey: 'name:', consignee: '', totalCbm: 20.1, totalPackages: 20, bls: 5, netAmount: '4000.25' },
  ],
  rows: 2,
  summary: totals(820.1, 120, 25, '64000.25'),
};
const vessel = (index: number) => ({
  workOrderId: index,
  vesselName: `MV Call ${index}`,
  voyageNumber: `${100 + index}`,
  voyageNo: `${100 + index}`,
  arrivalDate: '2026-03-14',
  totalCbm: 10.5,
  totalPackages: 4,
  bls: 2,
  netAmount: '1000.00',
});
const item = (index: number) => ({
  id: index,
  blNo: `BL-${index}`,
  vesselName: 'MV Coral',
  voyageNumber: '7',
  arrivalDate: '2026-03-14',
  description: 'Steel coils',
  packages: 3,
  cbm: 12.345,
  noPackages: 3,
  cbmSo: 12.345,
  netAmount: index === 2 ? null : '1500.00',
  invoiceNumber: index === 2 ? null : `INV-${index}`,
});
const itemsPage = (url: URL) => {
  const limit = Number(url.searchParams.get('limit'));
  const offset = Number(url.searchParams.get('offset'));
  const count = Math.max(0, Math.min(limit, 23 - offset));
  return {
    body: {
      consignee: 'ACME TRADING',
      data: Array.from({ length: count }, (_, index) => item(offset + index + 1)),
      total: 23,
      summary: totals(283.935, 69, 23, '33000.00'),
      count: 23,
      totalPackages: 69,
      totalCbm: 283.935,
    },
  };
};

/** The app on the revenue page answered with the fixtures; `calls` lists the /reports URLs asked for. */
function open(search = '', overrides: Record<string, Handler> = {}) {
  const api = signIn('checker', {
    'GET /reports/category-summary': () => ({ body: categories }),
    'GET /reports/stevedoring-summary': () => ({ body: agents }),
    'GET /reports/arrastre-summary': () => ({ body: consignees }),
    'GET /reports/shipping-agents/7/vessels': () => ({
      body: {
        shippingAgent: 'Oceanic Agency',
        vessels: Array.from({ length: 12 }, (_, i) => vessel(i + 1)),
        rows: 12,
        summary: agents.summary,
        totalPackages: agents.summary.totalPackages,
        totalCbm: agents.summary.totalCbm,
      },
    }),
    'GET /reports/consignees/id%3A12/items': ({ url }) => itemsPage(url),
    ...overrides,
  });
  const calls = () =>
    api.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname.startsWith('/api/reports/'))
      .map((url) => `${url.pathname.replace('/api/reports/', '')}${url.search}`);
  return { ...renderApp(`${path}${search}`), calls };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => vi.restoreAllMocks());

describe('revenue page', () => {
  it('opens on this year to next year with the category table, stevedoring first, and its grand total', async () => {
    const { calls } = open();
    const table = await screen.findByRole('table');
    await within(table).findByText('Grand total');
    expect(rowsOf(table)).toEqual([
      ['Category', 'Total CBM', 'Packages', 'BLs', 'Net revenue'],
      ['Stevedoring', '1,500.46', '300', '40', '₱125,000.50'],
      ['Arrastre', '820.10', '120', '25', '₱64,000.25'],
      ['Storage', '—', '—', '—', '₱11,000.00'],
      ['Grand total', '2,320.56', '420', '65', '₱200,000.75'],
    ]);
    // Storage has no drill-down: its name is no button.
    expect(within(table).queryByRole('button', { name: 'Storage' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Arrastre' })).toBeInTheDocument();
    expect(calls()).toEqual([`category-summary?from_year=${thisYear}&to_year=${thisYear + 1}`]);
    expect(screen.getByText(`${thisYear} to ${thisYear + 1}`)).toBeInTheDocument();
  });

  it("opens on the year the server's terminal calendar is in, whatever the browser's clock says", async () => {
    const { calls } = open('', {
      'GET /settings/time-zone': () => ({ body: { timeZone: 'Asia/Manila', today: '2031-01-01' } }),
    });
    await within(await screen.findByRole('table')).findByText('Grand total');
    expect(calls()).toEqual(['category-summary?from_year=2031&to_year=2032']);
    expect(screen.getByText('2031 to 2032')).toBeInTheDocument();
  });

  it('sorts the categories by name at a click on the Category header, the other way at the next', async () => {
    const { user } = open();
    const table = await screen.findByRole('table');
    await within(table).findByText('Grand total');
    const names = () =>
      rowsOf(table)
        .slice(1, 4)
        .map((row) => row[0]);
    const header = within(table).getByRole('columnheader', { name: 'Category' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(names()).toEqual(['Arrastre', 'Stevedoring', 'Storage']);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(names()).toEqual(['Storage', 'Stevedoring', 'Arrastre']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('asks again when a filter changes, and for the month instead of the years when one is set', async () => {
    const { user, calls, router } = open('?month=2026-03');
    await screen.findByText('Grand total');
    expect(calls()).toEqual(['category-summary?month=2026-03']);
    expect(screen.getByRole('combobox', { name: 'From year' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Arrastre', hidden: true }));
    await waitFor(() => expect(calls()).toContain('category-summary?month=2026-03&category=arrastre'));
    expect(router.state.location.search).toBe('?month=2026-03&category=arrastre');
  });

  it('drills into stevedoring by shipping agent, and Back returns to the categories', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Stevedoring' }));
    expect(await screen.findByRole('heading', { name: 'Stevedoring by shipping agent' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    await within(table).findByText('Oceanic Agency');
    expect(rowsOf(table)).toEqual([
      ['Shipping agent', 'Vessels', 'Total CBM', 'Packages', 'BLs', 'Net revenue'],
      ['Oceanic Agency', '12', '1,000.00', '200', '30', '₱100,000.00'],
      ['Harbor Lines', '3', '500.46', '100', '10', '₱25,000.50'],
      ['Total', '', '1,500.46', '300', '40', '₱125,000.50'],
    ]);
    expect(calls()).toContain(`stevedoring-summary?from_year=${thisYear}&to_year=${thisYear + 1}&category=stevedoring`);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Revenue by category' })).toBeInTheDocument();
  });

  it('drills into arrastre by consignee, naming a consignee without a name (Unknown)', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Arrastre' }));
    expect(await screen.findByRole('button', { name: '(Unknown)' })).toBeInTheDocument();
    // Isolated, so that a name ending in a period reads right inside Urdu.
    expect(screen.getByRole('button', { name: 'ACME TRADING' }).querySelector('bdi')).toHaveTextContent('ACME TRADING');
    expect(calls()).toContain(`arrastre-summary?from_year=${thisYear}&to_year=${thisYear + 1}&category=arrastre`);
    expect(rowsOf(screen.getByRole('table')).at(-1)).toEqual(['Total', '820.10', '120', '25', '₱64,000.25']);
  });

  it("opens a consignee's BLs 10 a page from the server, and asks for 20 when 20 are chosen", async () => {
    const { user, calls } = open('?view=arrastre');
    await user.click(await screen.findByRole('button', { name: 'ACME TRADING' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bills of lading of ACME TRADING' });
    await within(dialog).findByText('BL-1');
    expect(within(dialog).getAllByRole('row')).toHaveLength(12);
    expect(within(dialog).getByText('23 BLs')).toBeInTheDocument();
    const last = within(dialog).getAllByRole('row')[2] as HTMLElement;
    expect(
      within(last)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['BL-2', 'MV Coral V.7', 'Mar 14, 2026', 'Steel coils', '3', '12.35', '—', '—']);
    expect(rowsOf(dialog).at(-1)).toEqual(['Total of these BLs', '', '', '', '69', '283.94', '₱33,000.00', '']);
    expect(calls().at(-1)).toBe(
      `consignees/id%3A12/items?from_year=${thisYear}&to_year=${thisYear + 1}&category=arrastre&limit=10&offset=0`,
    );
    await user.click(within(dialog).getByRole('button', { name: '3' }));
    await within(dialog).findByText('BL-21');
    expect(calls().at(-1)).toContain('limit=10&offset=20');
    const sizes = within(dialog).getByRole('combobox', { name: 'Rows per page' });
    await user.click(sizes);
    const listbox = document.getElementById(sizes.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50']);
    await user.click(screen.getByRole('option', { name: '20', hidden: true }));
    await within(dialog).findByText('BL-20');
    expect(calls().at(-1)).toContain('limit=20&offset=0');
  });

  it("opens a consignee's BLs 5 a page on a narrow screen", async () => {
    mockSmallScreen();
    const { user, calls } = open('?view=arrastre');
    await user.click(await screen.findByRole('button', { name: 'ACME TRADING' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('BL-5');
    expect(within(dialog).queryByText('BL-6')).not.toBeInTheDocument();
    expect(calls().at(-1)).toContain('limit=5&offset=0');
  });

  it("pages an agent's vessels in the dialog, 10 a page, with the totals row", async () => {
    const { user } = open('?view=stevedoring');
    await user.click(await screen.findByRole('button', { name: 'Oceanic Agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vessels of Oceanic Agency' });
    await within(dialog).findByText('MV Call 10');
    expect(within(dialog).queryByText('MV Call 11')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '2' }));
    expect(within(dialog).getByText('MV Call 12')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row').at(-1)).toHaveTextContent('Total');
  });

  it("pages an agent's vessels 5 at a time on a narrow screen", async () => {
    mockSmallScreen();
    const { user } = open('?view=stevedoring');
    await user.click(await screen.findByRole('button', { name: 'Oceanic Agency' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('MV Call 5');
    expect(within(dialog).queryByText('MV Call 6')).not.toBeInTheDocument();
  });

  it("exports a consignee's BLs, all of them in one call, as CSV with the table's headers and a totals row", async () => {
    const downloads = captureDownloads();
    const { user, calls } = open('?view=arrastre&fromYear=2025&toYear=2025');
    await user.click(await screen.findByRole('button', { name: 'ACME TRADING' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('BL-1');
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads()).toHaveLength(1));
    expect(calls().at(-1)).toBe(
      'consignees/id%3A12/items?from_year=2025&to_year=2025&category=arrastre&limit=10000&offset=0',
    );
    const [file] = downloads();
    expect(file?.name).toBe('consignee-ACME-TRADING-2025.csv');
    const lines = (await textOf(file?.blob)).split('\r\n');
    expect(lines).toHaveLength(25);
    expect(lines[0]).toBe('\uFEFFBL No.,Vessel,Arrival,Description,Packages,CBM,Net revenue,Invoice No.');
    // CBM with the API's 3 places, so that a spreadsheet's sum of the rows is the totals row (the screen shows 2).
    expect(lines[1]).toBe('BL-1,MV Coral V.7,2026-03-14,Steel coils,3,12.345,1500.00,INV-1');
    expect(lines[2]).toBe('BL-2,MV Coral V.7,2026-03-14,Steel coils,3,12.345,,');
    expect(lines[24]).toBe('Total of these BLs,,,,69,283.935,33000.00,');
  });

  it("exports an agent's vessels as CSV named for the agent and the month", async () => {
    const downloads = captureDownloads();
    const { user } = open('?view=stevedoring&month=2026-03');
    await user.click(await screen.findByRole('button', { name: 'Oceanic Agency' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Export CSV' }));
    const [file] = downloads();
    expect(file?.name).toBe('shipping-agent-Oceanic-Agency-2026-03.csv');
    const lines = (await textOf(file?.blob)).split('\r\n');
    expect(lines[0]).toBe('\uFEFFVessel,Voyage,Arrival,Total CBM,Packages,BLs,Net revenue');
    expect(lines).toHaveLength(14);
    expect(lines[1]).toBe('MV Call 1,101,2026-03-14,10.500,4,2,1000.00');
    expect(lines.at(-1)).toBe('Total,,,1500.456,300,40,125000.50');
  });

  it('exports the whole report as one CSV in sections from the menu', async () => {
    const downloads = captureDownloads();
    const { user, calls } = open();
    await screen.findByText('Grand total');
    await user.click(screen.getByRole('button', { name: 'Export Revenue Report' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Excel workbook (a sheet per table)', hidden: true }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'CSV (one file, a section per table)', hidden: true }));
    await waitFor(() => expect(downloads()).toHaveLength(1));
    const [file] = downloads();
    expect(file?.name).toBe(`revenue-report-${thisYear}-${thisYear + 1}.csv`);
    expect((await textOf(file?.blob)).split('\r\n')).toEqual([
      '\uFEFFRevenue by category',
      'Category,Total CBM,Packages,BLs,Net revenue',
      'Stevedoring,1500.456,300,40,125000.50',
      'Arrastre,820.100,120,25,64000.25',
      'Storage,,,,11000.00',
      'Grand total,2320.556,420,65,200000.75',
      '',
      'Stevedoring by shipping agent',
      'Shipping agent,Vessels,Total CBM,Packages,BLs,Net revenue',
      'Oceanic Agency,12,1000.000,200,30,100000.00',
      'Harbor Lines,3,500.456,100,10,25000.50',
      'Total,,1500.456,300,40,125000.50',
      '',
      'Arrastre by consignee',
      'Consignee,Total CBM,Packages,BLs,Net revenue',
      'ACME TRADING,800.000,100,20,60000.00',
      '(Unknown),20.100,20,5,4000.25',
      'Total,820.100,120,25,64000.25',
    ]);
    // The table on screen is what is saved: its answer is not asked for again.
    expect(calls().filter((call) => call.startsWith('category-summary'))).toHaveLength(1);
  });

  it('escapes in a CSV the text a spreadsheet would run as a formula, and leaves negative figures numbers', async () => {
    const downloads = captureDownloads();
    const evil = '=HYPERLINK("http://evil.example","x")';
    const rows = [
      { ...consignees.data[0], consignee: evil },
      { ...consignees.data[1], consigneeKey: 'name:-SOUTH', consignee: '-SOUTH', netAmount: '-150.00' },
      { ...consignees.data[1], consigneeKey: 'name:@ONE', consignee: '@ONE' },
      { ...consignees.data[1], consigneeKey: 'name:+TWO', consignee: '+TWO' },
      { ...consignees.data[1], consigneeKey: 'name:DDE', consignee: "-2+3+cmd|' /C calc'!A0" },
    ];
    const { user } = open('?category=arrastre', {
      'GET /reports/arrastre-summary': () => ({ body: { ...consignees, data: rows, rows: rows.length } }),
    });
    await screen.findByText('Grand total');
    await user.click(screen.getByRole('button', { name: 'Export Revenue Report' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'CSV (one file, a section per table)', hidden: true }),
    );
    await waitFor(() => expect(downloads()).toHaveLength(1));
    const lines = (await textOf(downloads()[0]?.blob)).split('\r\n');
    expect(lines.slice(-6)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""x"")",800.000,100,20,60000.00`,
      `"'-SOUTH",20.100,20,5,-150.00`,
      `"'@ONE",20.100,20,5,4000.25`,
      `"'+TWO",20.100,20,5,4000.25`,
      `"'-2+3+cmd|' /C calc'!A0",20.100,20,5,4000.25`,
      'Total,820.100,120,25,64000.25',
    ]);
  });

  it('exports the report of one category as a workbook of its sheets', async () => {
    const downloads = captureDownloads();
    const { user, calls } = open('?category=stevedoring');
    await screen.findByText('Grand total');
    await user.click(screen.getByRole('button', { name: 'Export Revenue Report' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel workbook (a sheet per table)', hidden: true }));
    await waitFor(() => expect(downloads()).toHaveLength(1), { timeout: 10_000 });
    const [file] = downloads();
    expect(file?.name).toBe(`revenue-report-${thisYear}-${thisYear + 1}.xlsx`);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (file as { blob: Blob }).blob.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Revenue by category',
      'Stevedoring by shipping agent',
    ]);
    const agentsSheet = workbook.worksheets[1];
    expect(agentsSheet?.getRow(4).values).toEqual([undefined, 'Total', undefined, 1500.456, 300, 40, 125000.5]);
    expect(calls().some((call) => call.startsWith('arrastre-summary'))).toBe(false);
  });

  it('says Failed to fetch data with Retry when the categories fail, and No data available when empty', async () => {
    let calls = 0;
    const { user } = open('', {
      'GET /reports/category-summary': () =>
        ++calls === 1 ? { status: 503 } : { body: { data: [], summary: totals(0, 0, 0, '0.00') } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('says the arrastre failure, and No consignees found. when there are none', async () => {
    let calls = 0;
    const { user } = open('?view=arrastre', {
      'GET /reports/arrastre-summary': () =>
        ++calls === 1 ? { status: 500 } : { body: { data: [], rows: 0, summary: totals(0, 0, 0, '0.00') } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load arrastre data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No consignees found.')).toBeInTheDocument();
  });

  it('says so when a drill-down lists only the largest rows', async () => {
    open('?view=stevedoring', { 'GET /reports/stevedoring-summary': () => ({ body: { ...agents, rows: 640 } }) });
    expect(await screen.findByText('The largest 2 of 640 are listed; the totals count them all.')).toBeInTheDocument();
  });

  it("says the agent's vessels failure with Try again, the wrong shape as missing vessels array, and No results.", async () => {
    let calls = 0;
    const { user } = open('?view=stevedoring', {
      'GET /reports/shipping-agents/7/vessels': () =>
        [
          { status: 500 },
          { body: { shippingAgent: 'Oceanic Agency' } },
          {
            body: {
              shippingAgent: 'Oceanic Agency',
              vessels: [],
              rows: 0,
              summary: totals(0, 0, 0, '0.00'),
              totalPackages: 0,
              totalCbm: 0,
            },
          },
        ][calls++] ?? { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Oceanic Agency' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load shipping agent vessels.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('missing vessels array')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No results.')).toBeInTheDocument();
  });

  it("says the consignee's BLs failure with Try again", async () => {
    const { user } = open('?view=arrastre', { 'GET /reports/consignees/id%3A12/items': () => ({ status: 500 }) });
    await user.click(await screen.findByRole('button', { name: 'ACME TRADING' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load consignee items.');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  const targetSummary = async (reply: ReturnType<Handler>) => {
    const { user, calls } = open('?category=stevedoring', { 'GET /reports/target-summary': () => reply });
    await user.click(await screen.findByRole('button', { name: 'Target Summary' }));
    return { dialog: await screen.findByRole('dialog', { name: 'Target Summary' }), calls };
  };

  it('shows the Target Summary of the filter: actual beside target per category, Of target with 1 decimal', async () => {
    const { dialog, calls } = await targetSummary({
      body: {
        data: [
          { category: 'stevedoring', target: 2000, actual: 1873.2 },
          { category: 'arrastre', target: 1000, actual: 850 },
        ],
      },
    });
    expect(rowsOf(await within(dialog).findByRole('table'))).toEqual([
      ['Category', 'Actual CBM', 'Target CBM', 'Of target'],
      ['Stevedoring', '1,873.20', '2,000.00', '93.7%'],
      ['Arrastre', '850.00', '1,000.00', '85.0%'],
    ]);
    expect(calls()).toContain(`target-summary?from_year=${thisYear}&to_year=${thisYear + 1}&category=stevedoring`);
  });

  it('says Failed to fetch data when the Target Summary fails', async () => {
    const failed = await targetSummary({ status: 500 });
    expect(await within(failed.dialog).findByRole('alert')).toHaveTextContent('Failed to fetch data');
  });

  it('says No data available when the Target Summary has nothing', async () => {
    const { dialog } = await targetSummary({ body: { data: [] } });
    expect(await within(dialog).findByText('No data available')).toBeInTheDocument();
  });
});

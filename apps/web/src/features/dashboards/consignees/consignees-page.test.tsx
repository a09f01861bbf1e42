import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

type Handler = NonNullable<Parameters<typeof signIn>[1]>[string];

const thisYear = new Date().getFullYear();
const path = '/dashboard/consignees';
const period = `start=${thisYear}-01-01&end=${thisYear + 1}-01-01`;
/** 45 consignees, the largest first: consignee N has 1,000 - N CBM. */
const consignee = (index: number) => ({
  consigneeKey: `id:${index}`,
  consignee: index === 3 ? '' : `Consignee ${index}`,
  totalVolume: 1000 - index,
  totalPackages: 10,
  bls: 2,
});
const total = { totalVolume: 44_010, packages: 450, bls: 90, rows: 45 };
const list: Handler = ({ url }) => {
  const limit = Number(url.searchParams.get('limit'));
  const search = url.searchParams.get('search');
  const rows = search === 'nothing' ? [] : Array.from({ length: Math.min(limit, 45) }, (_, i) => consignee(i + 1));
  return { body: { items: rows, total: search === 'nothing' ? { ...total, rows: 0, totalVolume: 0 } : total } };
};
const competitors = {
  consignee: 'Consignee 1',
  data: [
    { name: 'HARBOR STAR ARRASTRE', own: true, totalVolume: 666.5, packages: 6, bls: 3 },
    { name: 'PIER ONE', own: false, totalVolume: 333.5, packages: 4, bls: 2 },
    { name: '', own: false, totalVolume: 1, packages: 1, bls: 1 },
  ],
  total: { totalVolume: 1001, packages: 11, bls: 6, rows: 3 },
};
const blsBase = '/analytics/competitors/PIER%20ONE/consignees/id%3A1';
const bl = (id: number) => ({
  id,
  blNo: `BL-${id}`,
  vesselName: 'MV Coral',
  voyageNumber: '7',
  arrivalDate: `${thisYear}-03-14`,
  volume: 1.5,
  packages: 2,
  description: 'Steel coils',
  categories: ['arrastre'],
});

function open(search = '', overrides: Record<string, Handler> = {}) {
  const api = signIn('supervisor', {
    'GET /analytics/consignees/': list,
    'GET /analytics/consignees/id%3A1/competitors': () => ({ body: competitors }),
    [`GET ${blsBase}/bls`]: () => ({ body: { items: [bl(1), bl(2)], nextCursor: null } }),
    [`GET ${blsBase}/packages-by-description`]: () => ({
      body: { items: [{ label: 'Steel coils', packages: 4, volume: 3 }], total: { packages: 4, volume: 3, rows: 2 } },
    }),
    ...overrides,
  });
  const calls = (name: string) =>
    api.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === `/api/analytics/${name}`)
      .map((url) => url.search);
  return { ...renderApp(`${path}${search}`), calls };
}

const listTable = () => within(screen.getByRole('region', { name: 'Consignee totals' })).getByRole('table');
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => vi.restoreAllMocks());

describe('consignees overview', () => {
  it('lists 20 consignees of this year with their totals, and Load more shows 40', async () => {
    const { user, calls, router } = open();
    await screen.findByText('Consignee 1');
    const rows = rowsOf(listTable());
    expect(rows[0]).toEqual(['Consignee', 'CBM', 'Packages', 'BLs']);
    expect(rows[1]).toEqual(['Consignee 1', '999.00', '10', '2']);
    expect(rows[3]?.[0]).toBe('(Unknown)');
    expect(rows).toHaveLength(22);
    expect(rows.at(-1)).toEqual(['Total', '44,010.00', '450', '90']);
    expect(screen.getByText('20 of 45 consignees shown')).toBeInTheDocument();
    expect(calls('consignees/')).toContain(`?${period}&by=both&limit=20&sort=volume&order=desc`);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowsOf(listTable())).toHaveLength(42));
    expect(calls('consignees/')).toContain(`?${period}&by=both&limit=40&sort=volume&order=desc`);
    expect(router.state.location.search).toBe('?limit=40');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowsOf(listTable())).toHaveLength(47));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the largest 5 and Others in the donut, Others from the response total', async () => {
    const { calls } = open();
    const donut = await screen.findByRole('list', { name: 'Largest consignees by volume' });
    await within(donut).findByText('Others');
    const items = within(donut).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('Consignee 1999.00');
    // 44,010 less the five listed (999 + 998 + 997 + 996 + 995).
    expect(items[5]).toHaveTextContent('Others39,025.00');
    expect(calls('consignees/')).toContain(`?${period}&by=both&limit=5&sort=volume&order=desc`);
  });

  it('sends the sort of a header click, and the other order at the next click', async () => {
    const { user, calls, router } = open();
    await screen.findByText('Consignee 1');
    const header = within(listTable()).getByRole('columnheader', { name: 'Consignee' });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(calls('consignees/')).toContain(`?${period}&by=both&limit=20&sort=name&order=asc`));
    expect(router.state.location.search).toBe('?sort=name&order=asc');
    await user.click(within(within(listTable()).getByRole('columnheader', { name: 'Consignee' })).getByRole('button'));
    await waitFor(() => expect(calls('consignees/')).toContain(`?${period}&by=both&limit=20&sort=name&order=desc`));
    await user.click(within(within(listTable()).getByRole('columnheader', { name: 'Packages' })).getByRole('button'));
    await waitFor(() => expect(calls('consignees/')).toContain(`?${period}&by=both&limit=20&sort=packages&order=desc`));
  });

  it('sends the search to the server (debounced) and the category, back to 20 rows', async () => {
    const { user, calls, router } = open('?limit=40');
    await screen.findByText('Consignee 1');
    await user.type(screen.getByRole('textbox', { name: 'Search consignees' }), 'acme');
    await waitFor(() => expect(router.state.location.search).toBe('?q=acme'));
    await waitFor(() =>
      expect(calls('consignees/')).toContain(`?${period}&by=both&limit=20&search=acme&sort=volume&order=desc`),
    );
    expect(calls('consignees/').some((search) => search.includes('search=ac&'))).toBe(false);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Arrastre', hidden: true }));
    await waitFor(() =>
      expect(calls('consignees/')).toContain(`?${period}&by=arrastre&limit=20&search=acme&sort=volume&order=desc`),
    );
  });

  it('says No consignees found. and No consignee totals to display. when the search finds nothing', async () => {
    open('?q=nothing');
    expect(await screen.findByText('No consignees found.')).toBeInTheDocument();
    expect(await screen.findByText('No consignee totals to display.')).toBeInTheDocument();
  });

  it('says Failed to fetch consignees with Retry', async () => {
    open('', { 'GET /analytics/consignees/': () => ({ status: 500, body: {} }) });
    await waitFor(() => expect(screen.getAllByText('Failed to fetch consignees')).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });

  it('opens a consignee’s competitors with shares that total 100, ours marked, then a competitor’s BLs, each with Back', async () => {
    const { user, calls, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Consignee 1' }));
    expect(await screen.findByRole('heading', { name: 'Who handled the cargo of Consignee 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?consignee=id%3A1');
    expect(calls('consignees/id%3A1/competitors')).toEqual([`?${period}&by=both`]);
    const table = within(screen.getByRole('region', { name: 'Cargo handlers' })).getByRole('table');
    expect(rowsOf(table)).toEqual([
      ['Operator', 'CBM', 'Packages', 'BLs', 'Share'],
      ['HARBOR STAR ARRASTREOurs', '666.50', '6', '3', '67%'],
      ['PIER ONE', '333.50', '4', '2', '33%'],
      ['(Unknown)', '1.00', '1', '1', '0%'],
      ['Total', '1,001.00', '11', '6', '100%'],
    ]);
    expect(within(table).getByText('Ours')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Shares of the volume' })).toHaveTextContent('HARBOR STAR ARRASTREOurs');
    // An operator the registry does not know has no BLs to open.
    expect(within(table).queryByRole('button', { name: '(Unknown)' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'PIER ONE' }));
    expect(await screen.findByRole('heading', { name: 'BLs of Consignee 1 handled by PIER ONE' })).toBeInTheDocument();
    expect(await screen.findByText('BL-2')).toBeInTheDocument();
    expect(screen.getByText('Total, 2 BLs')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?consignee=id%3A1&operator=PIER+ONE');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Who handled the cargo of Consignee 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('region', { name: 'Consignee totals' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says Failed to fetch competitor performance, and No Data for a consignee nobody handled', async () => {
    open('?consignee=id%3A1', {
      'GET /analytics/consignees/id%3A1/competitors': () => ({ status: 500, body: {} }),
    });
    expect(await screen.findByText('Failed to fetch competitor performance')).toBeInTheDocument();
    vi.restoreAllMocks();
    open('?consignee=id%3A1', {
      'GET /analytics/consignees/id%3A1/competitors': () => ({
        body: { consignee: 'Consignee 1', data: [], total: { totalVolume: 0, packages: 0, bls: 0, rows: 0 } },
      }),
    });
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });
});

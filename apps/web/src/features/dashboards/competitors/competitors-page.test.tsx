import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { mockSmallScreen } from '../../../test/small-screen';

type Handler = NonNullable<Parameters<typeof signIn>[1]>[string];

const thisYear = new Date().getFullYear();
const path = '/dashboard/competitors';
const monthly = (volumes: Record<number, number>) =>
  Object.entries(volumes).map(([month, volume]) => ({ month: Number(month), volume }));
const operator = (name: string, own: boolean, volumes: Record<number, number>) => {
  const totalVolume = Object.values(volumes).reduce((sum, volume) => sum + volume, 0);
  return { name, own, totalVolume, packages: 10, bls: 5, monthlyData: monthly(volumes) };
};
const performance = {
  year: thisYear,
  stevedoring: [
    operator('PORTSIDE STEVEDORING', true, { 1: 100, 2: 50 }),
    operator('HARBOR STAR', false, { 1: 200, 3: 10 }),
  ],
  arrastre: [operator('BAYSIDE ARRASTRE', false, { 1: 1, 2: 1, 3: 1 })],
};
const row = (name: string, own: boolean, totalVolume: number) => ({
  name,
  own,
  totalVolume,
  packages: 40,
  bls: 8,
  cbm: totalVolume,
});
const contributors = {
  contributors: [row('HARBOR STAR', false, 210), row('PORTSIDE STEVEDORING', true, 150), row('', false, 3)],
  total: { totalVolume: 400, packages: 120, bls: 24, rows: 4 },
};
const consignee = (index: number) => ({
  consigneeKey: `id:${index}`,
  consignee: `CONSIGNEE ${index}`,
  totalVolume: 1000 - index,
  totalPackages: 10,
  bls: 3,
});
const consigneesOf = (url: URL) => {
  const limit = Number(url.searchParams.get('limit'));
  return {
    body: {
      operator: 'HARBOR STAR',
      own: false,
      data: Array.from({ length: Math.min(limit, 120) }, (_, index) => consignee(index + 1)),
      total: { totalVolume: 99_999, packages: 1200, bls: 360, rows: 120 },
    },
  };
};

function open(search = '', overrides: Record<string, Handler> = {}) {
  const api = signIn('supervisor', {
    // A category the call leaves out is an empty list.
    'GET /analytics/competitors/performance/monthly': ({ url }) => {
      const by = url.searchParams.get('by');
      return {
        body: {
          year: Number(url.searchParams.get('year')),
          stevedoring: by === 'arrastre' ? [] : performance.stevedoring,
          arrastre: by === 'stevedoring' ? [] : performance.arrastre,
        },
      };
    },
    'GET /analytics/competitor-contributors': () => ({ body: contributors }),
    'GET /analytics/performance': () => ({
      body: {
        data: [row('HARBOR STAR', false, 210.5), row('PORTSIDE STEVEDORING', true, 150.25), row('SMALL', false, 1)],
        total: { totalVolume: 361.75, packages: 120, bls: 24, rows: 3 },
      },
    }),
    'GET /analytics/competitors/HARBOR%20STAR/consignees': ({ url }) => consigneesOf(url),
    'GET /analytics/competitors/HARBOR%20STAR/shipping-agents': () => ({
      body: {
        operator: 'HARBOR STAR',
        own: false,
        data: [{ agentId: 7, shippingAgent: 'OCEANIC AGENCY', totalVolume: 12, totalPackages: 3, bls: 2 }],
        total: { totalVolume: 12, packages: 3, bls: 2, rows: 1 },
      },
    }),
    'GET /analytics/competitors/HARBOR%20STAR/consignees/id%3A1/bls': () => ({
      body: {
        items: [
          {
            id: 1,
            blNo: 'BL-ONE',
            vesselName: 'MV Coral',
            voyageNumber: '7',
            arrivalDate: `${thisYear}-03-14`,
            volume: 4,
            packages: 2,
            description: 'Steel',
            categories: ['stevedoring', 'arrastre'],
          },
        ],
        nextCursor: null,
      },
    }),
    'GET /analytics/competitors/HARBOR%20STAR/consignees/id%3A1/packages-by-description': () => ({
      body: { items: [{ label: 'Steel', packages: 2, volume: 4 }], total: { packages: 2, volume: 4, rows: 1 } },
    }),
    ...overrides,
  });
  const calls = (part: string) =>
    api.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === `/api/analytics/${part}`)
      .map((url) => url.search);
  return { ...renderApp(`${path}${search}`), calls };
}

afterEach(() => vi.restoreAllMocks());

describe('competitor dashboard', () => {
  it('opens on both categories this year, all months, with the total and category badges', async () => {
    const { calls } = open();
    const badges = await screen.findByRole('list', { name: 'CBM of the months shown' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['Total: 363.00 CBM', 'Stevedoring: 360.00 CBM', 'Arrastre: 3.00 CBM']);
    expect(calls('competitors/performance/monthly')).toEqual([`?year=${thisYear}&by=both`]);
    await waitFor(() =>
      expect(calls('competitor-contributors')).toEqual([
        `?start=${thisYear}-01-01&end=${thisYear + 1}-01-01&by=both&limit=10`,
      ]),
    );
    // Both has no totals panel.
    expect(screen.queryByRole('group', { name: 'Period' })).not.toBeInTheDocument();
  });

  it('keeps the controls in the URL: the months narrow the badges and the calls', async () => {
    const { router, calls } = open(`?category=stevedoring&year=${thisYear - 1}&chart=line&fromMonth=2&toMonth=3`);
    const badges = await screen.findByRole('list', { name: 'CBM of the months shown' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['Total: 60.00 CBM', 'Stevedoring: 60.00 CBM', 'Arrastre: 0.00 CBM']);
    expect(calls('competitors/performance/monthly')).toEqual([`?year=${thisYear - 1}&by=stevedoring`]);
    await waitFor(() =>
      expect(calls('competitor-contributors')).toEqual([
        `?start=${thisYear - 1}-02-01&end=${thisYear - 1}-04-01&by=stevedoring&limit=10`,
      ]),
    );
    expect(screen.getByText('Months: Feb to Mar')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Lines' })).toBeChecked();
    expect(router.state.location.search).toContain('chart=line');
  });

  it('falls back to the defaults for values the dashboard does not offer', async () => {
    const { calls } = open(`?category=cranes&year=1990&fromMonth=9&toMonth=2&chart=pie`);
    await screen.findByRole('list', { name: 'CBM of the months shown' });
    expect(calls('competitors/performance/monthly')).toEqual([`?year=${thisYear}&by=both`]);
    expect(screen.getByText('Months: Jan to Dec')).toBeInTheDocument();
  });

  it('marks our operators as ours in the top operators and totals panels', async () => {
    open('?category=stevedoring');
    const bars = await screen.findByRole('list', { name: 'Top operators by CBM' });
    const items = within(bars).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('PORTSIDE STEVEDORINGOurs150.00');
    expect(items[2]).toHaveTextContent('(Unknown)');
    expect(within(items[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    const donut = screen.getByRole('list', { name: 'Shares of the top operators' });
    // The shares of the donut total 100: 210, 150, 3 and Others 37 of 400, largest first.
    expect(
      within(donut)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HARBOR STAR210.0053%', 'PORTSIDE STEVEDORINGOurs150.0037%', '(Unknown)3.001%', 'Others37.009%']);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /PORTSIDE STEVEDORING/ })).toHaveTextContent('Ours');
  });

  it('lists every operator of the category with its share in the totals panel, over the whole year', async () => {
    const { calls } = open('?category=arrastre');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'OperatorCBMPackagesBLsShare',
      'HARBOR STAR210.5040858%',
      'PORTSIDE STEVEDORINGOurs150.2540842%',
      'SMALL1.004080%',
      'Total361.7512024',
    ]);
    expect(calls('performance')).toEqual([`?group_by=arrastre&start=${thisYear}-01-01&end=${thisYear + 1}-01-01`]);
  });

  it('keeps From and To in the URL, and a From after the To brings the To along', async () => {
    const { user, calls, router } = open(`?category=arrastre&from=${thisYear}-01-01&to=${thisYear}-01-10`);
    await screen.findByRole('table');
    expect(calls('performance')).toEqual([`?group_by=arrastre&start=${thisYear}-01-01&end=${thisYear}-01-11`]);
    await user.click(screen.getByRole('button', { name: 'From' }));
    const calendar = await screen.findByRole('dialog');
    // The popover is still fading in: its buttons are not yet visible to the accessibility tree.
    const day = within(calendar)
      .getAllByRole('button', { hidden: true })
      .find((button) => button.textContent === '20' && !button.hasAttribute('data-outside'));
    await user.click(day as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?category=arrastre&from=${thisYear}-01-20&to=${thisYear}-01-20`),
    );
    await waitFor(() =>
      expect(calls('performance').at(-1)).toBe(`?group_by=arrastre&start=${thisYear}-01-20&end=${thisYear}-01-21`),
    );
  });

  it('drills from an operator to its consignees, loads 50 more, sorts on the server, then to the BLs and back', async () => {
    const { user, calls, router } = open();
    const bars = await screen.findByRole('list', { name: 'Top operators by CBM' });
    await user.click(within(bars).getByRole('button', { name: 'HARBOR STAR' }));
    expect(await screen.findByRole('heading', { name: 'Consignees of HARBOR STAR' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?operator=HARBOR+STAR');
    expect(await screen.findByText('CONSIGNEE 50')).toBeInTheDocument();
    expect(screen.queryByText('CONSIGNEE 51')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('Total99,999.001,200360');
    expect(screen.getByText('50 of 120 shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('CONSIGNEE 100')).toBeInTheDocument();
    // Found in its column's header: the name of each of 100 consignees' buttons took half a second to work out.
    await user.click(within(screen.getByRole('columnheader', { name: /CBM/ })).getByRole('button'));
    await waitFor(() => expect(calls('competitors/HARBOR%20STAR/consignees').at(-1)).toContain('order=asc'));
    expect(calls('competitors/HARBOR%20STAR/consignees')).toEqual([
      `?start=${thisYear}-01-01&end=${thisYear + 1}-01-01&by=both&limit=50&order=desc`,
      `?start=${thisYear}-01-01&end=${thisYear + 1}-01-01&by=both&limit=100&order=desc`,
      `?start=${thisYear}-01-01&end=${thisYear + 1}-01-01&by=both&limit=50&order=asc`,
    ]);
    await user.click(await screen.findByRole('button', { name: 'CONSIGNEE 1' }));
    expect(await screen.findByText('BL-ONE')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('Total, 3 BLs10999.00');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Consignees of HARBOR STAR' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('list', { name: 'Top operators by CBM' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('drills a stevedoring operator to its shipping agents', async () => {
    open('?category=stevedoring&operator=HARBOR+STAR');
    expect(await screen.findByRole('heading', { name: 'Shipping agents of HARBOR STAR' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'OCEANIC AGENCY' })).toBeInTheDocument();
  });

  it('says the spec sentences when a part is empty or fails, each failure with Retry', async () => {
    open('?category=arrastre', {
      'GET /analytics/competitors/performance/monthly': () => ({
        body: { year: thisYear, stevedoring: [], arrastre: [] },
      }),
      'GET /analytics/competitor-contributors': () => ({ status: 500 }),
      'GET /analytics/performance': () => ({
        body: { data: [], total: { totalVolume: 0, packages: 0, bls: 0, rows: 0 } },
      }),
    });
    expect(await screen.findByText('No monthly performance data.')).toBeInTheDocument();
    expect(await screen.findByText('No competitor totals to display.')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load competitor contributors');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says the failures of the chart, the totals and the drill-down', async () => {
    open('?category=arrastre', {
      'GET /analytics/competitors/performance/monthly': () => ({ status: 500 }),
      'GET /analytics/competitor-contributors': () => ({
        body: { contributors: [], total: { totalVolume: 0, packages: 0, bls: 0, rows: 0 } },
      }),
      'GET /analytics/performance': () => ({ status: 500 }),
    });
    expect(await screen.findByText('Failed to load monthly performance')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch competitor performance')).toBeInTheDocument();
    expect(await screen.findByText('No contributor data available.')).toBeInTheDocument();
  });

  it('says the drill-down sentences', async () => {
    open('?operator=HARBOR+STAR', {
      'GET /analytics/competitors/HARBOR%20STAR/consignees': () => ({ status: 500 }),
    });
    expect(await screen.findByText('Failed to fetch consignees')).toBeInTheDocument();
  });

  it('fits a phone: cards instead of tables', async () => {
    mockSmallScreen();
    open('?category=arrastre');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

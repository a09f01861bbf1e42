import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';

/** Answers of the overview's calls for the component tests (contracts' shapes). */
export const overviewCategory = (
  name: CargoHandlerType,
  totalCbm: number,
  previousYearCbm: number,
  monthChange: { from: number; to: number; percent: number } | null = null,
) => ({
  name,
  monthlyData: [
    { month: 1, volume: totalCbm / 2 },
    { month: 3, volume: totalCbm / 2 },
  ],
  totalCbm,
  totalPackages: 1500,
  bls: 120,
  previousYearCbm,
  netAmount: '123456.78',
  monthChange,
});

/**
 * The overview of a year as the server answers it: this year is compared with last year through the same day (Nov 24
 * here, whatever the clock), another year with the whole year before.
 */
export const overviewAnswer = (year: number, stevedoring = 12_345.678, arrastre = 1_500_000) => ({
  data: {
    year,
    comparedThrough: year === new Date().getFullYear() ? `${year - 1}-11-24` : `${year - 1}-12-31`,
    summary: [
      overviewCategory('stevedoring', stevedoring, 10_000, { from: 1, to: 3, percent: 12.5 }),
      overviewCategory('arrastre', arrastre, 1_600_000),
    ],
  },
});

export const consignee = (name: string, totalCbm: number) => ({
  consigneeKey: `name:${name}`,
  consignee: name,
  totalCbm,
  totalPackages: 40,
  bls: 3,
  netAmount: '1000.50',
});

export const consigneesAnswer = (rows: ReturnType<typeof consignee>[]) => ({
  data: rows,
  rows: rows.length,
  summary: {
    totalCbm: rows.reduce((sum, row) => sum + row.totalCbm, 0),
    totalPackages: rows.length * 40,
    bls: rows.length * 3,
    netTotalAmount: (rows.length * 1000.5).toFixed(2),
  },
});

export const agentsAnswer = {
  data: [
    {
      agentId: 7,
      shippingAgent: 'Harbor Star Shipping',
      totalCbm: 5200,
      totalPackages: 300,
      bls: 20,
      vessels: 4,
      netAmount: '52000.00',
      date: '2026-03-02',
    },
    {
      agentId: 9,
      shippingAgent: 'Pacific Lines Agency',
      totalCbm: 2100.5,
      totalPackages: 100,
      bls: 9,
      vessels: 2,
      netAmount: '21005.00',
      date: '2026-02-11',
    },
  ],
  rows: 2,
  summary: { totalCbm: 7300.5, totalPackages: 400, bls: 29, netTotalAmount: '73005.00' },
};

/** Five descriptions and what the others hold: shares 62.5 / 12.5 / 10 / 7.5 / 5 / 2.5 of 400 CBM. */
export const descriptionsAnswer = {
  data: [
    { description: 'RICE', totalCbm: 250, totalPackages: 500 },
    { description: 'STEEL COILS', totalCbm: 50, totalPackages: 20 },
    { description: 'CEMENT', totalCbm: 40, totalPackages: 80 },
    { description: 'VEHICLES', totalCbm: 30, totalPackages: 6 },
    { description: 'FERTILIZER', totalCbm: 20, totalPackages: 40 },
  ],
  others: { totalCbm: 10, totalPackages: 12 },
};

type Handler = (request: { url: URL }) => { status?: number; body?: unknown };

/** Every call of /dashboard answered; `overrides` replace some. */
export function overviewHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /reports/overview': ({ url }) => ({ body: overviewAnswer(Number(url.searchParams.get('year'))) }),
    'GET /reports/arrastre-summary': () => ({
      body: consigneesAnswer([consignee('ACME TRADING', 300), consignee('BLUE OCEAN FOODS', 297)]),
    }),
    'GET /reports/stevedoring-summary': () => ({ body: agentsAnswer }),
    'GET /reports/description-summary': () => ({ body: descriptionsAnswer }),
    ...overrides,
  };
}

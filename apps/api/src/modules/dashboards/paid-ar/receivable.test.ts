import { agingResponseSchema, analyticsMessages, receivableResponseSchema } from '@portside/contracts/analytics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { items, monitoring } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildClearance } from '../../../test/factories';
import { cbmOf } from '../kit/test/expected';
import { type Bl, buildTerminal, type Terminal } from '../kit/test/test-data';
import { aging, amountDue, type Due, daysBetween, receivable } from './test/expected';

/** The terminal's clock: 20:00 UTC on 10 March 2026 is 04:00 on 11 March in Manila. */
const now = '2026-03-10T20:00:00Z';
const today = '2026-03-11';

let t: TestApp;
let terminal: Terminal;
let checker: Record<string, string>;

/** What the test records beyond the terminal's ledger: berths by visit, and a few BLs' discharge, clearance, gate. */
const berths = new Map<number, string>();
type Details = { handledAt?: string; gateOutAt?: string; clearanceNumber?: string; grossWeight?: number };
const details = new Map<number, Details>();

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
  t = await createTestApp();
  terminal = await buildTerminal(t.db);
  checker = (await t.signIn('checker')).headers;
  const unpaid = receivable(terminal.bls, '2025-01-01', '2027-01-01').map((due) => due.bl);
  const [first, second, third] = unpaid;
  if (!first || !second || !third) throw new Error('the terminal has too few receivable invoices');
  const recorded: [Bl, Details][] = [
    // Gated out at 01:00 on 2 March in Manila (the day before in UTC).
    [
      first,
      {
        handledAt: '2025-02-02T01:30:00.000Z',
        gateOutAt: '2026-03-01T17:00:00.000Z',
        clearanceNumber: 'CL-AR-1',
        grossWeight: 12345.678,
      },
    ],
    // Discharged and cleared, still in the terminal.
    [second, { handledAt: '2025-06-11T08:00:00.000Z', clearanceNumber: 'CL-AR-2' }],
    [third, { grossWeight: 0.5 }],
  ];
  for (const [bl, recordedDetails] of recorded) {
    details.set(bl.id, recordedDetails);
    const { handledAt, gateOutAt, clearanceNumber, grossWeight } = recordedDetails;
    await t.db
      .update(items)
      .set({
        handledAt: handledAt ? new Date(handledAt) : null,
        gateOutAt: gateOutAt ? new Date(gateOutAt) : null,
        ...(grossWeight === undefined ? {} : { grossWeight: String(grossWeight) }),
      })
      .where(eq(items.id, bl.id));
    if (clearanceNumber) await buildClearance(t.db, { itemId: bl.id, clearanceNumber });
  }
  berths.set(first.workOrderId, '2025-01-30T22:15:00.000Z');
  await t.db
    .update(monitoring)
    .set({ timeOfBerth: new Date('2025-01-30T22:15:00.000Z') })
    .where(eq(monitoring.workOrderId, first.workOrderId));
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const get = async (url: string, headers = checker) => t.app.inject({ method: 'GET', url, headers });
const page = async (query: string) => {
  const response = await get(`/api/analytics/items/receivable?${query}`);
  expect(response.statusCode, query).toBe(200);
  return receivableResponseSchema.parse(response.json());
};

/** Manila's day of an instant (UTC+8, no daylight saving). */
const manilaDay = (instant: string) => new Date(Date.parse(instant) + 8 * 3_600_000).toISOString().slice(0, 10);

function expectedItem(due: Due) {
  const { bl } = due;
  const recorded = details.get(bl.id) ?? {};
  return {
    id: bl.id,
    timeOfBerth: berths.get(bl.workOrderId) ?? null,
    handledAt: recorded.handledAt ?? null,
    vesselName: bl.vesselName,
    voyageNo: bl.voyageNumber,
    consignee: bl.itemConsignee,
    blNo: bl.blNo,
    type: bl.itemDescription,
    noPackages: bl.packages,
    cbmSo: cbmOf(bl.milliCbm),
    grossWeight: recorded.grossWeight ?? 1000,
    orNumber: null,
    invoiceNumber: due.invoiceNumber,
    invoiceKind: due.kind,
    billingDate: due.billingDate,
    amountDue: amountDue(due),
    clearanceNumber: recorded.clearanceNumber ?? null,
    gateOutAt: recorded.gateOutAt ?? null,
    dwellDays: daysBetween(bl.arrivalDate, recorded.gateOutAt ? manilaDay(recorded.gateOutAt) : today),
    invoiceAging: daysBetween(due.billingDate, today),
    arrivalDate: bl.arrivalDate,
  };
}

type Item = ReturnType<typeof expectedItem>;
/**
 * The totals of every row that matches, added up in whole thousandths and centavos: cargo under handling invoices
 * only (a storage invoice's row shows its BL's, which its handling invoice counts).
 */
const summaryOf = (items: Item[]) => {
  const sum = (value: (item: Item) => number) =>
    items.reduce((total, item) => total + (item.invoiceKind === 'handling' ? value(item) : 0), 0);
  const cents = items.reduce((total, item) => total + BigInt(item.amountDue.replace('.', '')), 0n);
  return {
    noPackages: sum((item) => item.noPackages),
    cbmSo: sum((item) => Math.round(item.cbmSo * 1000)) / 1000,
    // Each BL's M.T to 3 places: its kilograms rounded to whole ones.
    tonnes: sum((item) => Math.round(item.grossWeight)) / 1000,
    amountDue: `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`,
  };
};

type Searches = { vessel?: string; bl?: string; consignee?: string };
const holds = (text: string, search?: string) => !search || text.toLowerCase().includes(search.toLowerCase());
/** The ledger's receivable of the days, searched as the table searches. */
const expected = (start: string, end: string, searches: Searches = {}) =>
  receivable(terminal.bls, start, end)
    .filter(({ bl }) => holds(bl.vesselName, searches.vessel) || holds(bl.voyageNumber, searches.vessel))
    .filter(({ bl }) => holds(bl.blNo, searches.bl) && holds(bl.itemConsignee, searches.consignee))
    .map(expectedItem);

describe('who may read the receivable', () => {
  it('answers 401 signed out, 403 to the guard, 200 to checkers, supervisors and finance (spec point 1)', async () => {
    const guard = (await t.signIn('guard')).headers;
    const finance = (await t.signIn('finance')).headers;
    const supervisor = (await t.signIn('supervisor')).headers;
    for (const url of ['/api/analytics/items/receivable', '/api/analytics/items/receivable/aging?year=2025']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, guard)).statusCode, url).toBe(403);
      expect((await get(url, finance)).statusCode, url).toBe(200);
      expect((await get(url, supervisor)).statusCode, url).toBe(200);
    }
  });
});

describe('bad parameters', () => {
  it('are refused with 422 and our sentence', async () => {
    const long = 'x'.repeat(101);
    const refusals: [string, string, string, string][] = [
      ['', 'year=1999', 'year', analyticsMessages.yearInvalid],
      ['', 'year=2e20', 'year', analyticsMessages.yearInvalid],
      ['', 'month=13', 'month', analyticsMessages.monthInvalid],
      ['', 'month=0', 'month', analyticsMessages.monthInvalid],
      ['', 'month=1.5', 'month', analyticsMessages.monthInvalid],
      ['', 'page=0', 'page', analyticsMessages.pageInvalid],
      ['', 'page=100001', 'page', analyticsMessages.pageInvalid],
      ['', 'page_size=0', 'page_size', analyticsMessages.pageSizeInvalid],
      ['', 'page_size=10001', 'page_size', analyticsMessages.pageSizeInvalid],
      ['', `vessel=${long}`, 'vessel', analyticsMessages.searchTooLong],
      ['', `bl=${long}`, 'bl', analyticsMessages.searchTooLong],
      ['', `consignee=${long}`, 'consignee', analyticsMessages.searchTooLong],
      ['/aging', 'year=2101', 'year', analyticsMessages.yearInvalid],
      ['/aging', 'year=last', 'year', analyticsMessages.yearInvalid],
    ];
    for (const [path, query, field, message] of refusals) {
      const response = await get(`/api/analytics/items/receivable${path}?${query}`);
      expect(response.statusCode, `${path} ${query}`).toBe(422);
      expect(response.json().detail, `${path} ${query}`).toEqual([
        expect.objectContaining({ loc: ['query', field], msg: message }),
      ]);
    }
  });
});

describe('GET /analytics/items/receivable', () => {
  it("lists the year's invoices without a receipt, oldest billing first, with spec 3's fields", async () => {
    for (const year of [2025, 2026, 2024]) {
      const all = expected(`${year}-01-01`, `${year + 1}-01-01`);
      const body = await page(`year=${year}&page_size=10000`);
      expect(body, String(year)).toEqual({
        items: all,
        total: all.length,
        summary: summaryOf(all),
        page: 1,
        pageSize: 10_000,
        today,
      });
    }
  });

  it('opens on this year on the terminal calendar, 15 rows a page', async () => {
    const all = expected('2026-01-01', '2027-01-01');
    expect(await page('')).toEqual({
      items: all.slice(0, 15),
      total: all.length,
      summary: summaryOf(all),
      page: 1,
      pageSize: 15,
      today,
    });
  });

  it('narrows to a month of billing', async () => {
    for (const month of [1, 2, 7, 12]) {
      const start = `2025-${String(month).padStart(2, '0')}-01`;
      const end = month === 12 ? '2026-01-01' : `2025-${String(month + 1).padStart(2, '0')}-01`;
      const body = await page(`year=2025&month=${month}&page_size=10000`);
      expect(body.items, String(month)).toEqual(expected(start, end));
    }
  });

  it('counts dwell to the gate-out day in the terminal, else to today, and aging from the billing date', async () => {
    const body = await page('year=2025&page_size=10000');
    const [gatedOut, inTerminal] = body.items;
    const arrival = Date.parse(`${gatedOut?.arrivalDate}T00:00:00Z`);
    // Gated out at 01:00 on 2 March in Manila: 2 March counts, not 1 March (UTC's day).
    expect(gatedOut?.dwellDays).toBe((Date.parse('2026-03-02T00:00:00Z') - arrival) / 86_400_000);
    expect(inTerminal?.gateOutAt).toBeNull();
    expect(inTerminal?.dwellDays).toBe(daysBetween(inTerminal?.arrivalDate ?? '', today));
    expect(gatedOut?.invoiceAging).toBe(daysBetween(gatedOut?.billingDate ?? '', today));
    // Billed after today (the terminal's clock): no aging yet.
    const later = (await page('year=2026&page_size=10000')).items.filter((item) => item.billingDate > today);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((item) => item.invoiceAging === 0)).toBe(true);
  });

  it('pages: the second, the last, one past the last, with the total each time', async () => {
    const all = expected('2025-01-01', '2027-01-01');
    const years = await Promise.all([2025, 2026].map((year) => page(`year=${year}&page_size=2`)));
    const total = years.reduce((sum, body) => sum + body.total, 0);
    expect(total).toBe(all.length);
    const inYear = expected('2025-01-01', '2026-01-01');
    const lastPage = Math.ceil(inYear.length / 2);
    expect(lastPage).toBeGreaterThan(2);
    for (const number of [2, lastPage, lastPage + 1]) {
      const body = await page(`year=2025&page=${number}&page_size=2`);
      expect(body, String(number)).toEqual({
        items: inYear.slice((number - 1) * 2, number * 2),
        total: inYear.length,
        summary: summaryOf(inYear),
        page: number,
        pageSize: 2,
        today,
      });
    }
  });

  it('searches the vessel or voyage, the BL number and the consignee, in any case, together', async () => {
    const searches: Searches[] = [
      { vessel: 'bravo' },
      { vessel: 'V.3' },
      { bl: 'bl-1' },
      { consignee: 'ACME' },
      { consignee: 'foods' },
      { vessel: 'mv', bl: 'BL-', consignee: 'acme' },
      { bl: 'nothing like it' },
    ];
    for (const search of searches) {
      const query = new URLSearchParams({ year: '2026', page_size: '4', ...search }).toString();
      const all = expected('2026-01-01', '2027-01-01', search);
      expect(all.length > 0, query).toBe(search.bl !== 'nothing like it');
      expect(await page(query), query).toEqual({
        items: all.slice(0, 4),
        total: all.length,
        summary: summaryOf(all),
        page: 1,
        pageSize: 4,
        today,
      });
    }
    // A search of more rows than a page still counts them all.
    const acme = expected('2026-01-01', '2027-01-01', { consignee: 'acme' });
    expect(acme.length).toBeGreaterThan(4);
    expect((await page('year=2026&page_size=4&consignee=acme')).total).toBe(acme.length);
    // Blank searches search nothing.
    const blank = await page('year=2026&vessel=%20&bl=&consignee=');
    expect(blank.total).toBe(expected('2026-01-01', '2027-01-01').length);
  });
});

describe('GET /analytics/items/receivable/aging', () => {
  it("gives the year's receivable by days since billing, every bucket, and the total", async () => {
    for (const year of [2025, 2026, 2019]) {
      const response = await get(`/api/analytics/items/receivable/aging?year=${year}`);
      expect(agingResponseSchema.parse(response.json()), String(year)).toEqual(aging(terminal.bls, year, today));
    }
    const body = agingResponseSchema.parse((await get('/api/analytics/items/receivable/aging?year=2025')).json());
    expect(body.buckets.map((bucket) => bucket.bucket)).toEqual(['0-30', '31-60', '61-90', '90+']);
    // A year ago: every invoice of 2025 still unpaid is over 90 days old.
    expect(body.buckets.slice(0, 3).every((bucket) => bucket.invoices === 0)).toBe(true);
    expect(body.buckets[3]?.invoices).toBe(body.total.invoices);
  });

  it('opens on this year, the buckets spread', async () => {
    const body = agingResponseSchema.parse((await get('/api/analytics/items/receivable/aging')).json());
    expect(body).toEqual(aging(terminal.bls, 2026, today));
    expect(body.buckets.filter((bucket) => bucket.invoices > 0).length).toBeGreaterThan(1);
  });
});

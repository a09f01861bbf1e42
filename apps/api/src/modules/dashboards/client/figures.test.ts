import {
  type CargoVolume,
  type CbmSummary,
  type ClientItem,
  type ClientItemStatus,
  type ClientProfile,
  type ClientSummary,
  clientPortalMessages,
  type YearComparison,
} from '@portside/contracts/client-portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildUser } from '../../../test/factories';
import { buildClientCompany, figuresOf, type MadeBl, manilaToday, pesosOf } from './test/test-data';

let t: TestApp;
let client: Record<string, string>;
let made: MadeBl[];
let today: string;
let currentYear: number;
let companyName: string;

const yearOf = (day: string) => Number(day.slice(0, 4));
const monthOf = (day: string) => Number(day.slice(5, 7));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const manilaDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(instant);

async function get<T>(url: string, headers = client): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

beforeAll(async () => {
  t = await createTestApp();
  today = manilaToday();
  currentYear = yearOf(today);
  companyName = 'Visayas Hardware';
  const built = await buildClientCompany(t.db, companyName, 60, today);
  made = built.made;
  const user = await buildUser(t.db, { role: 'client', companyId: built.company.id, name: 'Grace Tan' });
  const login = await t.login(user.username);
  client = { authorization: `Bearer ${login.json().accessToken}` };
});
afterAll(() => t.close());

describe('the profile', () => {
  it("names the user, its company and the terminal's day and year", async () => {
    const profile = await get<ClientProfile>('/api/client/profile');
    expect(profile).toMatchObject({ name: 'Grace Tan', currentYear, today });
    expect(profile.company?.name).toBe(companyName);
  });
});

describe('the figures, against the BLs the test made', () => {
  const volumeYears = () => [0, 1, 2, 3, 4].map((back) => currentYear - back);

  it("the summary: the year's arrivals, by state, with the amount due and those not gated out", async () => {
    for (const year of volumeYears()) {
      const of = made.filter((bl) => yearOf(bl.arrivalDate) === year);
      const inState = (status: ClientItemStatus) => of.filter((bl) => bl.status === status);
      const expected: ClientSummary = {
        year,
        ...figuresOf(of),
        packages: of.reduce((sum, bl) => sum + bl.packages, 0),
        paid: figuresOf(inState('paid')),
        payable: {
          ...figuresOf(inState('payable')),
          amountDue: pesosOf(inState('payable').reduce((sum, bl) => sum + (bl.centavos ?? 0), 0)),
        },
        notBilled: figuresOf(inState('notBilled')),
        inTerminal: of.filter((bl) => bl.arrastreOurs && bl.gateOutAt === null).length,
      };
      expect(await get<ClientSummary>(`/api/client/summary?year=${year}`)).toEqual(expected);
    }
    expect((await get<ClientSummary>('/api/client/summary')).year).toBe(currentYear);
  });

  it('the cargo volume: CBM and BLs by type (registry content, else the printed text trimmed), largest first', async () => {
    for (const year of volumeYears()) {
      const of = made.filter((bl) => yearOf(bl.arrivalDate) === year);
      const types = [...new Set(of.map((bl) => bl.type))]
        .map((type) => {
          const figures = figuresOf(of.filter((bl) => bl.type === type));
          return { type, ...figures, volume: figures.cbm };
        })
        .sort((a, b) => b.cbm - a.cbm);
      const total = figuresOf(of).cbm;
      const volume = await get<CargoVolume>(`/api/client/cargo-volume/${year}`);
      expect(volume.year).toBe(year);
      expect(volume.totalCbm).toBe(total);
      expect(volume.types.map(({ share, ...type }) => type)).toEqual(types);
      for (const [index, type] of volume.types.entries()) {
        expect(type.share).toBeCloseTo(((types[index]?.cbm ?? 0) / total) * 100, 9);
      }
    }
  });

  it('the CBM summary: a BL once, in its billing month if billed, else its arrival month, by state', async () => {
    let crossYear = 0;
    for (const year of volumeYears()) {
      const counted = made.filter((bl) => yearOf(bl.billingDate ?? bl.arrivalDate) === year);
      crossYear += counted.filter((bl) => yearOf(bl.arrivalDate) !== year).length;
      const inMonth = (month: number, status: ClientItemStatus) =>
        figuresOf(counted.filter((bl) => monthOf(bl.billingDate ?? bl.arrivalDate) === month && bl.status === status));
      const months = Array.from({ length: 12 }, (_, index) => index + 1);
      const expected: CbmSummary = {
        year,
        months: months.map((month) => {
          const [paid, payable] = [inMonth(month, 'paid'), inMonth(month, 'payable')];
          return {
            month,
            paid,
            payable,
            notBilled: inMonth(month, 'notBilled'),
            paidCbm: paid.cbm,
            arCbm: payable.cbm,
          };
        }),
        totals: {
          paid: figuresOf(counted.filter((bl) => bl.status === 'paid')),
          payable: figuresOf(counted.filter((bl) => bl.status === 'payable')),
          notBilled: figuresOf(counted.filter((bl) => bl.status === 'notBilled')),
        },
      };
      expect(await get<CbmSummary>(`/api/client/cbm-summary/${year}`)).toEqual(expected);
    }
    // The data has a BL that arrived in one year and was billed in the next: it counts in the billing year.
    expect(crossYear).toBeGreaterThan(0);
  });

  it("the year comparison: each month's arrivals of the two years", async () => {
    const pairs = [
      [currentYear, currentYear - 1],
      [currentYear - 5, currentYear - 2],
      [currentYear - 3, currentYear - 3],
    ] as const;
    for (const [year1, year2] of pairs) {
      const inMonth = (year: number, month: number) =>
        figuresOf(made.filter((bl) => yearOf(bl.arrivalDate) === year && monthOf(bl.arrivalDate) === month));
      const expected: YearComparison = {
        year1,
        year2,
        months: Array.from({ length: 12 }, (_, index) => ({
          month: index + 1,
          year1: inMonth(year1, index + 1),
          year2: inMonth(year2, index + 1),
        })),
        totals: {
          year1: figuresOf(made.filter((bl) => yearOf(bl.arrivalDate) === year1)),
          year2: figuresOf(made.filter((bl) => yearOf(bl.arrivalDate) === year2)),
        },
        data1: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, volume: inMonth(year1, index + 1).cbm })),
        data2: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, volume: inMonth(year2, index + 1).cbm })),
      };
      expect(await get<YearComparison>(`/api/client/year-comparison/${year1}/${year2}`)).toEqual(expected);
    }
  });
});

describe('the year rules (spec 9)', () => {
  const refused = async (url: string, loc: (string | number)[][], msg: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: client });
    expect(response.statusCode, url).toBe(422);
    expect(response.json().detail.map((issue: { loc: unknown }) => issue.loc)).toEqual(loc);
    for (const issue of response.json().detail) expect(issue.msg).toBe(msg);
  };

  it('cargo volume, CBM summary and summary: this year and the 4 before, else 422 on the year', async () => {
    const { volumeYearInvalid } = clientPortalMessages;
    for (const path of ['cargo-volume', 'cbm-summary']) {
      await get(`/api/client/${path}/${currentYear}`);
      await get(`/api/client/${path}/${currentYear - 4}`);
      await refused(`/api/client/${path}/${currentYear - 5}`, [['path', 'year']], volumeYearInvalid);
      await refused(`/api/client/${path}/${currentYear + 1}`, [['path', 'year']], volumeYearInvalid);
      await refused(`/api/client/${path}/1999`, [['path', 'year']], volumeYearInvalid);
      await refused(`/api/client/${path}/last`, [['path', 'year']], volumeYearInvalid);
    }
    await get(`/api/client/summary?year=${currentYear}`);
    await get(`/api/client/summary?year=${currentYear - 4}`);
    await refused(`/api/client/summary?year=${currentYear - 5}`, [['query', 'year']], volumeYearInvalid);
    await refused(`/api/client/summary?year=${currentYear + 1}`, [['query', 'year']], volumeYearInvalid);
    // Four digits only, in the path and the query string alike: one issue each.
    for (const shape of ['0x7EA', `%20${currentYear}`, `${currentYear}.0`, `0${currentYear}`, '2e3']) {
      await refused(`/api/client/summary?year=${shape}`, [['query', 'year']], volumeYearInvalid);
      await refused(`/api/client/cbm-summary/${shape}`, [['path', 'year']], volumeYearInvalid);
    }
  });

  it('year comparison: both years among the last 6, else 422 on each year outside', async () => {
    const { comparisonYearInvalid } = clientPortalMessages;
    await get(`/api/client/year-comparison/${currentYear}/${currentYear - 5}`);
    await get(`/api/client/year-comparison/${currentYear - 5}/${currentYear}`);
    const base = '/api/client/year-comparison';
    await refused(`${base}/${currentYear - 6}/${currentYear}`, [['path', 'year1']], comparisonYearInvalid);
    await refused(`${base}/${currentYear}/${currentYear + 1}`, [['path', 'year2']], comparisonYearInvalid);
    await refused(
      `${base}/${currentYear + 1}/${currentYear - 6}`,
      [
        ['path', 'year1'],
        ['path', 'year2'],
      ],
      comparisonYearInvalid,
    );
  });
});

type ItemsPage = { data: ClientItem[]; total: number; limit: number; offset: number };

describe('the items', () => {
  const items = (query: string) => get<ItemsPage>(`/api/client/items?${query}`);
  /** Every BL of a query, page after page of 100. */
  async function everyItem(query: string) {
    const all: ClientItem[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await items(`${query}&limit=100&offset=${offset}`);
      all.push(...page.data);
      if (all.length >= page.total) return all;
    }
  }
  const byId = new Map<number, MadeBl>();
  const expectedItem = (bl: MadeBl): ClientItem => {
    const unpaid = bl.status === 'payable';
    const end = bl.gateOutAt ? manilaDay(bl.gateOutAt) : today;
    return {
      id: bl.id,
      timeOfBerth: null,
      handledAt: null,
      vesselName: bl.vesselName,
      voyageNo: bl.voyageNo,
      consignee: bl.consignee,
      blNo: bl.blNo,
      type: bl.type,
      noPackages: bl.packages,
      cbmSo: bl.milliCbm / 1000,
      grossWeight: expect.any(Number) as unknown as number,
      status: bl.status,
      orNumber: bl.orNumber,
      receiptId: bl.receiptId,
      invoiceNumber: bl.invoiceNumber,
      invoiceId: bl.invoiceId,
      billingDate: bl.billingDate,
      amountDue: unpaid ? pesosOf(bl.centavos ?? 0) : null,
      clearanceNumber: bl.clearanceNumber,
      gateOutAt: bl.gateOutAt?.toISOString() ?? null,
      dwellDays: bl.arrastreOurs ? Math.max(0, daysBetween(bl.arrivalDate, end)) : null,
      invoiceAging: unpaid && bl.billingDate ? Math.max(0, daysBetween(bl.billingDate, today)) : null,
      arrivalDate: bl.arrivalDate,
      // Not discharged: no storage yet (proforma.test.ts has BLs in the yard).
      storage: null,
      storageBilling: null,
      remainingPackages: bl.gateOutAt ? 0 : Math.max(bl.packages, 1),
      withdrawals: [],
    };
  };
  const newestFirst = (a: MadeBl, b: MadeBl) => b.arrivalDate.localeCompare(a.arrivalDate) || b.id - a.id;

  it('every field of every BL, in the view "all", newest arrival first', async () => {
    for (const bl of made) byId.set(bl.id, bl);
    const all = await everyItem('view=all');
    expect(all).toEqual([...made].sort(newestFirst).map(expectedItem));
  });

  it('the views: active (the default: not paid, or our gate has not released it), unpaid, paid, all', async () => {
    const ids = async (query: string) => (await everyItem(query)).map((item) => item.id);
    const expected = (keep: (bl: MadeBl) => boolean) =>
      made
        .filter(keep)
        .sort(newestFirst)
        .map((bl) => bl.id);
    const active = expected((bl) => bl.status !== 'paid' || (bl.arrastreOurs && bl.gateOutAt === null));
    expect(active.length).toBeLessThan(made.length);
    // A paid BL of which we do only the stevedoring leaves by another operator's gate: done, though not gated out here.
    const stevedored = made.find((bl) => bl.status === 'paid' && !bl.arrastreOurs && bl.gateOutAt === null);
    if (!stevedored) throw new Error('no paid BL stevedored only by us');
    expect(active).not.toContain(stevedored.id);
    expect(await ids('view=active')).toEqual(active);
    expect(await ids('sort=arrivalDate')).toEqual(active);
    expect(await ids('view=unpaid')).toEqual(expected((bl) => bl.status === 'payable'));
    expect(await ids('view=paid')).toEqual(expected((bl) => bl.status === 'paid'));
    const wrong = await t.app.inject({ method: 'GET', url: '/api/client/items?view=mine', headers: client });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail[0]).toMatchObject({ loc: ['query', 'view'], msg: clientPortalMessages.viewInvalid });
  });

  it('the search: contained in the BL number, the vessel, the voyage or the type, in any case', async () => {
    const [first] = made;
    if (!first) throw new Error('no BL');
    const searches = [
      first.blNo.slice(2, 9).toLowerCase(),
      'NORTHERN star',
      first.voyageNo.toLowerCase(),
      'cement',
      'steel coils',
    ];
    for (const q of searches) {
      const needle = q.toLowerCase();
      const expected = made
        .filter((bl) =>
          [bl.blNo, bl.vesselName, bl.voyageNo, bl.type].some((text) => text.toLowerCase().includes(needle)),
        )
        .sort(newestFirst)
        .map((bl) => bl.id);
      expect(expected.length, q).toBeGreaterThan(0);
      expect(expected.length, q).toBeLessThan(made.length);
      const found = await everyItem(`view=all&q=${encodeURIComponent(q)}`);
      expect(
        found.map((item) => item.id),
        q,
      ).toEqual(expected);
    }
    // The printed text of a registry type is not the type shown: not searched.
    expect((await items('view=all&q=steel%20coil%2020t')).total).toBe(0);
    expect(await items('view=all&q=nothing-like-this')).toMatchObject({ data: [], total: 0 });
  });

  it('the sorts (each way, then by id; a BL not billed last by billing date) and the pages', async () => {
    const keys: Record<string, (bl: MadeBl) => string | number | null> = {
      arrivalDate: (bl) => bl.arrivalDate,
      blNo: (bl) => bl.blNo.toLowerCase(),
      cbmSo: (bl) => bl.milliCbm,
      billingDate: (bl) => bl.billingDate,
    };
    for (const [sort, key] of Object.entries(keys)) {
      for (const order of ['asc', 'desc'] as const) {
        const sign = order === 'asc' ? 1 : -1;
        const expected = [...made]
          .sort((a, b) => {
            const [x, y] = [key(a), key(b)];
            if (x === null || y === null) return x === y ? sign * (a.id - b.id) : x === null ? 1 : -1;
            return x < y ? -sign : x > y ? sign : sign * (a.id - b.id);
          })
          .map((bl) => bl.id);
        const all = await everyItem(`view=all&sort=${sort}&order=${order}`);
        expect(
          all.map((item) => item.id),
          `${sort} ${order}`,
        ).toEqual(expected);
        const page = await items(`view=all&sort=${sort}&order=${order}&limit=7&offset=14`);
        expect(page).toMatchObject({ total: made.length, limit: 7, offset: 14 });
        expect(page.data.map((item) => item.id)).toEqual(expected.slice(14, 21));
      }
    }
    const first = await items('view=all');
    expect(first).toMatchObject({ limit: 10, offset: 0, total: made.length });
    expect(first.data).toHaveLength(10);
    expect((await items(`view=all&offset=${made.length}`)).data).toEqual([]);
  });
});

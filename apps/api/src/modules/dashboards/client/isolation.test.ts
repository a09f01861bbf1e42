import { boundsMessages } from '@portside/contracts/bounds';
import { clientComparisonYears, clientPortalMessages, clientVolumeYears } from '@portside/contracts/client-portal';
import { roles } from '@portside/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  buildBillingInvoice,
  buildItem,
  buildOfficialReceipt,
  buildUser,
  buildWorkOrder,
} from '../../../test/factories';
import { buildClientCompany, buildHandlers, figuresOf, type MadeBl, manilaToday } from './test/test-data';

/**
 * Issue 15 point 4: two clients of two companies, each with BLs, invoices and receipts; no call, parameter or id gives
 * one the other's BLs, invoices, receipts or totals. A client without a company gets the sentence; staff get 403 on
 * every client call and clients 403 on every other call.
 */
let t: TestApp;
let today: string;
let currentYear: number;
type Client = { name: string; headers: Record<string, string>; made: MadeBl[]; competitors: { id: number }[] };
const clients: Client[] = [];
let mixedReceipt = 0;
let unlinked: Record<string, string>;

async function signInClient(companyId: number | null) {
  const user = await buildUser(t.db, { role: 'client', companyId });
  const login = await t.login(user.username);
  return { authorization: `Bearer ${login.json().accessToken}` };
}

beforeAll(async () => {
  t = await createTestApp();
  today = manilaToday();
  currentYear = Number(today.slice(0, 4));
  // Each company also has a BL paid on one receipt with the other's: neither may print that receipt.
  const mixed = [];
  const { ourStevedoring } = await buildHandlers(t.db);
  for (const [index, name] of ['Alpha Foods', 'Beta Motors'].entries()) {
    const built = await buildClientCompany(t.db, name, 24, today, index + 1);
    const workOrder = await buildWorkOrder(t.db, { arrivalDate: `${currentYear}-01-02` });
    const consigneeId = built.consignees[0]?.id;
    const item = await buildItem(t.db, { workOrderId: workOrder.id, consigneeId, stevedoringId: ourStevedoring });
    const invoice = await buildBillingInvoice(t.db, { itemId: item.id, billingDate: `${currentYear}-01-03` });
    mixed.push(invoice.id);
    const bl = { id: item.id, arrivalDate: item.arrivalDate, billingDate: invoice.billingDate, milliCbm: 1500 };
    clients.push({
      name,
      headers: await signInClient(built.company.id),
      made: [...built.made, bl as MadeBl],
      competitors: built.competitors,
    });
  }
  mixedReceipt = (await buildOfficialReceipt(t.db, { dateIssued: `${currentYear}-01-03` }, mixed)).id;
  unlinked = await signInClient(null);
});
afterAll(() => t.close());

const call = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const pair = () => {
  const [a, b] = clients;
  if (!a || !b) throw new Error('two clients');
  return [
    [a, b],
    [b, a],
  ] as const;
};
const volumeYears = () => Array.from({ length: clientVolumeYears }, (_, back) => currentYear - back);

describe('two clients of two companies', () => {
  it('each lists only its own BLs, whatever it asks (views, searches, pages, parameters it should not send)', async () => {
    for (const [own, other] of pair()) {
      const ownIds = own.made.map((bl) => bl.id).sort((x, y) => x - y);
      for (const query of ['view=all', 'view=paid', 'view=unpaid']) {
        const response = await call(`/api/client/items?${query}&limit=100`, own.headers);
        expect(response.statusCode, query).toBe(200);
        for (const item of response.json().data) expect(ownIds, query).toContain(item.id);
      }
      // Another company's id is no parameter of the call: refused by name, never read nor silently dropped.
      const asking = await call('/api/client/items?view=all&company_id=1&consignee_id=1&limit=100', own.headers);
      expect(asking.statusCode).toBe(422);
      expect(asking.json().detail).toHaveLength(2);
      for (const issue of asking.json().detail) expect(issue.msg).toBe(boundsMessages.unknownParameter);
      for (const bl of own.competitors) expect(ownIds).not.toContain(bl.id);
      const all = (await call('/api/client/items?view=all&limit=100', own.headers)).json();
      expect(all.data.map((item: { id: number }) => item.id).sort((x: number, y: number) => x - y)).toEqual(ownIds);
      for (const bl of other.made.slice(0, 5)) {
        for (const q of [bl.blNo, bl.vesselName, bl.voyageNo]) {
          const found = (await call(`/api/client/items?view=all&q=${encodeURIComponent(q)}`, own.headers)).json();
          expect(found.total, q).toBe(0);
        }
      }
    }
  });

  it("each one's totals count its own BLs only, every year", async () => {
    for (const [own] of pair()) {
      const arrivedIn = (year: number) => own.made.filter((bl) => bl.arrivalDate.startsWith(`${year}`));
      for (const year of volumeYears()) {
        const summary = (await call(`/api/client/summary?year=${year}`, own.headers)).json();
        expect({ bls: summary.bls, cbm: summary.cbm }).toEqual(figuresOf(arrivedIn(year)));
        const volume = (await call(`/api/client/cargo-volume/${year}`, own.headers)).json();
        expect(volume.totalCbm).toBe(figuresOf(arrivedIn(year)).cbm);
        const counted = own.made.filter((bl) => (bl.billingDate ?? bl.arrivalDate).startsWith(`${year}`));
        const cbm = (await call(`/api/client/cbm-summary/${year}`, own.headers)).json();
        const { paid, payable, notBilled } = cbm.totals;
        expect(paid.bls + payable.bls + notBilled.bls).toBe(counted.length);
      }
      for (let back = 0; back < clientComparisonYears; back++) {
        const year = currentYear - back;
        const comparison = (await call(`/api/client/year-comparison/${year}/${year}`, own.headers)).json();
        expect(comparison.totals.year1).toEqual(figuresOf(arrivedIn(year)));
      }
    }
  });

  it("the other's BLs, invoices and receipts, and its own BLs that competitors alone handle, are not found, exactly as ids that do not exist", async () => {
    const notFound = async (url: string, headers: Record<string, string>, detail: string) => {
      const response = await call(url, headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail });
    };
    const { itemNotFound, invoiceNotFound, receiptNotFound } = clientPortalMessages;
    for (const [own, other] of pair()) {
      await notFound('/api/client/items/2147483647/proforma', own.headers, itemNotFound);
      await notFound('/api/client/invoices/2147483647', own.headers, invoiceNotFound);
      await notFound('/api/client/receipts/2147483647', own.headers, receiptNotFound);
      await notFound(`/api/client/receipts/${mixedReceipt}`, own.headers, receiptNotFound);
      for (const bl of [...other.made, ...own.competitors, ...other.competitors]) {
        await notFound(`/api/client/items/${bl.id}/proforma`, own.headers, itemNotFound);
      }
      for (const bl of other.made) {
        if (bl.invoiceId) await notFound(`/api/client/invoices/${bl.invoiceId}`, own.headers, invoiceNotFound);
        if (bl.receiptId) await notFound(`/api/client/receipts/${bl.receiptId}`, own.headers, receiptNotFound);
      }
    }
  });

  it("each reads its own invoices and receipts as finance's printed pages do", async () => {
    const finance = (await t.signIn('finance')).headers;
    for (const [own] of pair()) {
      const paid = own.made.find((bl) => bl.receiptId !== null);
      if (!paid) throw new Error('no paid BL');
      for (const [mine, staff] of [
        [`/api/client/invoices/${paid.invoiceId}`, `/api/billing-invoices/${paid.invoiceId}`],
        [`/api/client/receipts/${paid.receiptId}`, `/api/official-receipts/${paid.receiptId}`],
      ] as const) {
        const response = await call(mine, own.headers);
        expect(response.statusCode, mine).toBe(200);
        expect(response.json()).toEqual((await call(staff, finance)).json());
      }
    }
  });
});

/** Every client call, with ids and years that exist. */
const clientCalls = () => [
  `/api/client/summary?year=${currentYear}`,
  `/api/client/cargo-volume/${currentYear}`,
  `/api/client/cbm-summary/${currentYear}`,
  `/api/client/year-comparison/${currentYear}/${currentYear - 1}`,
  '/api/client/items',
  `/api/client/items/${clients[0]?.made[0]?.id}/proforma`,
  `/api/client/invoices/${clients[0]?.made.find((bl) => bl.invoiceId)?.invoiceId}`,
  `/api/client/receipts/${clients[0]?.made.find((bl) => bl.receiptId)?.receiptId}`,
];

describe('a client user without a company', () => {
  it('sees its profile without a company, and the sentence on every data call', async () => {
    const profile = await call('/api/client/profile', unlinked);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ company: null, currentYear, today });
    for (const url of clientCalls()) {
      const response = await call(url, unlinked);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toEqual({ detail: clientPortalMessages.noCompany });
    }
  });
});

describe('the client routes and the others', () => {
  const guarded = () => t.app.routeTable.filter((route) => route.url.startsWith('/api/') && !route.access.public);
  /** Routes any signed-in user may call: the account's own, and the time zone instants are shown in. */
  const forEveryone = () => guarded().filter((route) => roles.every((role) => route.access.roles?.includes(role)));
  const everyone = (url: string) => forEveryone().some((route) => route.url === url);
  const urlOf = (url: string) => url.replace(/:[^/]+/g, String(currentYear));

  it('every /client route is for clients only: each staff role gets 403 on each', async () => {
    const routes = guarded().filter((route) => route.url.startsWith('/api/client/'));
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [
        'GET /api/client/cargo-volume/:year',
        'GET /api/client/cbm-summary/:year',
        'GET /api/client/invoices/:id',
        'GET /api/client/items',
        'GET /api/client/items/:id/proforma',
        'GET /api/client/profile',
        'GET /api/client/receipts/:id',
        'GET /api/client/summary',
        'GET /api/client/year-comparison/:year1/:year2',
      ]
        .flatMap((route) => [route, route.replace('GET', 'HEAD')])
        .sort(),
    );
    for (const role of roles.filter((role) => role !== 'client')) {
      const { headers } = await t.signIn(role);
      for (const route of routes) {
        const response = await t.app.inject({ method: route.method as 'GET', url: urlOf(route.url), headers });
        expect(response.statusCode, `${route.method} ${route.url} as ${role}`).toBe(403);
      }
    }
  });

  it('a client gets 403 on every other route but its account calls', async () => {
    const [client] = clients;
    if (!client) throw new Error('no client');
    expect([...new Set(forEveryone().map((route) => route.url))].sort()).toEqual([
      '/api/auth/logout',
      '/api/auth/me',
      '/api/settings/time-zone',
      '/api/users/users/me/change-login',
      '/api/users/users/me/change-password',
    ]);
    // The live stream opens for a client too, and carries only its company's BLs (modules/live/live.test.ts).
    const live = (url: string) => url === '/api/live';
    const routes = guarded().filter(
      (route) => !route.url.startsWith('/api/client/') && !everyone(route.url) && !live(route.url),
    );
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route.url),
        headers: client.headers,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

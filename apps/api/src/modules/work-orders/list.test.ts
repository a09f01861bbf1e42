import { workOrderMessages } from '@portside/contracts/work-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildShippingAgent, buildVessel } from '../../test/factories';
import { asSent, itemRow } from './test/test-data';

let t: TestApp;
let commercial: Record<string, string>;
let operation: Record<string, string>;
/** Work orders by vessel: Pacific Star (2025, 2 items), Asian Pearl (2024, none), Coral Sea (2025, 1 item). */
const ids = { pacific: 0, asian: 0, coral: 0 };
beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
  operation = (await t.signIn('operation')).headers;
  const agent = await buildShippingAgent(t.db, { name: 'Davao Maritime Agency' });
  const vessel = async (name: string, voyageNumber: string) =>
    (await buildVessel(t.db, { name, voyageNumber, shippingAgentId: agent.id })).id;
  const pacific = await vessel('MV Pacific Star', 'V.2501');
  const asian = await vessel('MV Asian Pearl', 'V.2402');
  const coral = await vessel('MV Coral Sea', 'PAC-7');
  const create = async (vesselId: number, arrivalDate: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/work-orders',
        headers: commercial,
        payload: { vessel_id: vesselId, arrival_date: arrivalDate },
      })
    ).json().id as number;
  ids.pacific = await create(pacific, '2025-02-01');
  ids.asian = await create(asian, '2024-11-20');
  ids.coral = await create(coral, '2025-01-15');
  const rows = [
    { ...itemRow('MAEU1', { noPackages: 4, grossWeight: 1000.25, cbmSo: 2.5 }), woId: ids.pacific },
    { ...itemRow('MAEU2', { noPackages: 6, grossWeight: 2000.5, cbmSo: 3.125 }), woId: ids.pacific },
  ];
  await t.app.inject({ method: 'POST', url: '/api/items', headers: commercial, payload: asSent(rows) });
  const coralRow = [{ ...itemRow('MAEU3', { noPackages: 1 }), woId: ids.coral }];
  await t.app.inject({ method: 'POST', url: '/api/items', headers: commercial, payload: asSent(coralRow) });
});
afterAll(() => t.close());

const list = async (query = '', headers = commercial) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/work-orders?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { id: number; number: string }[]; total: number };
};
const order = (page: { data: { id: number }[] }) => page.data.map((workOrder) => workOrder.id);

describe('the list of work orders', () => {
  it('shows the newest first with vessel, agent and the totals of each work order', async () => {
    const page = await list();
    expect(order(page)).toEqual([ids.coral, ids.asian, ids.pacific]);
    expect(page.total).toBe(3);
    expect(page.data[2]).toEqual({
      id: ids.pacific,
      number: 'WO-2025-00001',
      vesselId: expect.any(Number),
      status: 'draft',
      owner: 'admin',
      type: 'Cargo',
      arrivalDate: '2025-02-01',
      cargoClass: 'import',
      createdAt: expect.any(String),
      vessel: {
        id: expect.any(Number),
        name: 'MV Pacific Star',
        voyageNumber: 'V.2501',
        shippingAgent: 'Davao Maritime Agency',
      },
      vesselType: 'General Cargo',
      itemCount: 2,
      totalPackages: 10,
      totalGrossWeight: 3000.75,
      totalCbm: 5.625,
      updateRequest: null,
    });
    expect(page.data[1]).toMatchObject({ number: 'WO-2024-00001', itemCount: 0, totalPackages: 0, totalCbm: 0 });
  });

  it.each([
    ['pac', ['pacific', 'coral']],
    ['2024', ['asian']],
    ['wo-2025-00002', ['coral']],
    ['%', []],
  ] as const)('finds %j in the number, the vessel name or the voyage number', async (q, expected) => {
    const page = await list(`q=${encodeURIComponent(q)}&sort=number&order=desc`);
    expect(order(page)).toEqual(expected.map((key) => ids[key]).sort((a, b) => b - a));
    expect(page.total).toBe(expected.length);
  });

  it.each([
    ['number', ['asian', 'pacific', 'coral']],
    ['vessel', ['asian', 'coral', 'pacific']],
    ['arrivalDate', ['asian', 'coral', 'pacific']],
    ['createdAt', ['pacific', 'asian', 'coral']],
  ] as const)('sorts by %s both ways', async (sort, ascending) => {
    const expected = ascending.map((key) => ids[key]);
    expect(order(await list(`sort=${sort}&order=asc`))).toEqual(expected);
    expect(order(await list(`sort=${sort}&order=desc`))).toEqual([...expected].reverse());
  });

  it('reads one page at a time', async () => {
    expect(await list('sort=number&order=asc&limit=1&offset=1')).toMatchObject({
      data: [{ id: ids.pacific }],
      total: 3,
    });
  });
});

describe('one work order', () => {
  it('answers a work order without a manifest, and 404 for one that does not exist', async () => {
    const read = await t.app.inject({ method: 'GET', url: `/api/work-orders/${ids.coral}`, headers: commercial });
    expect(read.json()).toMatchObject({ id: ids.coral, number: 'WO-2025-00002', itemCount: 1, manifest: null });
    for (const path of ['', '/items', '/manifest']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/work-orders/999999${path}`,
        headers: commercial,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: workOrderMessages.notFound });
    }
    const manifest = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/${ids.coral}/manifest`,
      headers: commercial,
    });
    expect(manifest.statusCode).toBe(404);
    expect(manifest.json()).toEqual({ detail: workOrderMessages.noManifest });
  });
});

describe('access', () => {
  it('lets operation read what commercial writes, but not write', async () => {
    expect((await list('', operation)).total).toBe(3);
    for (const path of ['', '/items']) {
      const url = `/api/work-orders/${ids.pacific}${path}`;
      expect((await t.app.inject({ method: 'GET', url, headers: operation })).statusCode).toBe(200);
    }
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers: operation,
      payload: { vessel_id: 1, arrival_date: '2025-01-01' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('refuses other roles and calls without a token', async () => {
    const url = '/api/work-orders';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['finance', 'checker', 'admin', 'client'] as const) {
      expect((await t.injectAs(role, { method: 'GET', url })).statusCode, role).toBe(403);
    }
  });
});

import { storageMessages } from '@portside/contracts/storage';
import { vesselMessages } from '@portside/contracts/vessels';
import { workOrderMessages } from '@portside/contracts/work-orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, items, subItems, workOrders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildClearance, buildConsignee, buildVessel } from '../../test/factories';
import { asSent, counts, itemRow, submitBody } from './test/test-data';

let t: TestApp;
let commercial: Record<string, string>;
let vesselId: number;
let steelId: number;
beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
  vesselId = (await buildVessel(t.db, { name: 'MV Pacific Star', voyageNumber: 'V.2501' })).id;
  steelId = (await buildConsignee(t.db, { name: 'Luzon Steel Corp.' })).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: commercial, ...(payload ? { payload: asSent(payload) } : {}) });
const createWorkOrder = async (body: Record<string, unknown> = {}) =>
  (await call('POST', '/api/work-orders', { vesselId, arrivalDate: '2025-05-02', ...body })).json();
const itemsOf = async (id: number) => (await call('GET', `/api/work-orders/${id}/items`)).json().data;
const car = (chassisNo: string) => ({ vehicleMaker: 'Toyota', vehicleModel: 'Vios', chassisNo });

describe('POST /work-orders and POST /items (spec 7)', () => {
  it('creates a work order with the spec 9 defaults, or the values given, numbered by its year', async () => {
    const created = await call('POST', '/api/work-orders', { vesselId, arrivalDate: '2025-05-02' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: expect.any(Number),
      number: 'WO-2025-00001',
      status: 'draft',
      owner: 'admin',
      type: 'Cargo',
      arrivalDate: '2025-05-02',
      itemCount: 0,
    });
    expect(created.json()).not.toHaveProperty('manifest');
    const given = await createWorkOrder({ status: 'final', owner: 'jdelacruz', type: 'Ro-Ro' });
    expect(given).toMatchObject({ number: 'WO-2025-00002', status: 'final', owner: 'jdelacruz', type: 'Ro-Ro' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'work_orders'), eq(auditLog.entityId, String(given.id))));
    expect(entry).toMatchObject({ action: 'create', after: { number: 'WO-2025-00002' } });
    const missing = await call('POST', '/api/work-orders', { vesselId: 999_999, arrivalDate: '2025-05-02' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: vesselMessages.notFound });
  });

  it('adds the items of one draft work order together', async () => {
    const { id } = await createWorkOrder();
    const response = await call('POST', '/api/items', [
      { ...itemRow('MAEU1', { consignee: 'luzon steel corp.' }), woId: id },
      { ...itemRow('MAEU2', { noPackages: 1, stevedoring: 'AITSI', subItems: [car('C1')] }), woId: id },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject([
      { woId: id, blNo: 'MAEU1', consigneeId: steelId, subItems: [] },
      { woId: id, blNo: 'MAEU2', stevedoring: 'AITSI', subItems: [{ chassisNo: 'C1' }] },
    ]);
    expect(await itemsOf(id)).toHaveLength(2);

    const again = await call('POST', '/api/items', [{ ...itemRow('maeu1'), woId: id }]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: workOrderMessages.duplicateBl });
    expect(await itemsOf(id)).toHaveLength(2);
  });

  it('refuses items of several work orders, of one that does not exist, or of one that is not a draft', async () => {
    const before = await counts(t.db);
    const draft = await createWorkOrder();
    const final = await createWorkOrder({ status: 'final' });
    const mixed = await call('POST', '/api/items', [
      { ...itemRow('ONE1'), woId: draft.id },
      { ...itemRow('ONE2'), woId: final.id },
    ]);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().detail).toEqual([
      { loc: ['body', 1, 'wo_id'], msg: workOrderMessages.oneWorkOrder, type: 'custom' },
    ]);
    const missing = await call('POST', '/api/items', [{ ...itemRow('ONE3'), woId: 999_999 }]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: workOrderMessages.notFound });
    const closed = await call('POST', '/api/items', [{ ...itemRow('ONE4'), woId: final.id }]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ detail: workOrderMessages.notDraft });
    expect((await counts(t.db)).items).toBe(before.items);
  });
});

describe('editing the items of a draft (PUT /work-orders/{id}/items)', () => {
  async function submitted(prefix: string) {
    const body = submitBody(vesselId, [
      itemRow(`${prefix}A`),
      itemRow(`${prefix}B`, { noPackages: 2, stevedoring: 'AITSI', subItems: [car('B1'), car('B2')] }),
      itemRow(`${prefix}C`),
    ]);
    const { id } = (await call('POST', '/api/work-orders/submit', body)).json();
    const [a, b, c] = await itemsOf(id);
    return { id, a, b, c };
  }
  const replace = (id: number, body: object) => call('PUT', `/api/work-orders/${id}/items`, body);

  it('keeps the cargo class of the visit: import unless chosen, changed by saving the draft, a class it knows', async () => {
    const { id, a } = await submitted('CLASS');
    expect((await call('GET', `/api/work-orders/${id}`)).json().cargoClass).toBe('import');
    const chosen = await call('POST', '/api/work-orders/submit', {
      ...submitBody(vesselId, [itemRow('CLASSX')]),
      cargoClass: 'transhipment',
    });
    expect(chosen.json().cargoClass).toBe('transhipment');
    const saved = await replace(id, { cargoClass: 'domestic', items: [itemRow('CLASSA', { itemId: a.itemId })] });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', `/api/work-orders/${id}`)).json().cargoClass).toBe('domestic');
    const kept = await replace(id, { items: [itemRow('CLASSA', { itemId: a.itemId })] });
    expect(kept.statusCode).toBe(200);
    expect((await call('GET', `/api/work-orders/${id}`)).json().cargoClass).toBe('domestic');
    const unknown = await replace(id, { cargoClass: 'bulk', items: [itemRow('CLASSA', { itemId: a.itemId })] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toEqual([
      { loc: ['body', 'cargo_class'], msg: storageMessages.cargoClassInvalid, type: expect.any(String) },
    ]);
  });

  it('updates listed items, adds new rows, removes the others, and moves the arrival date', async () => {
    const { id, a, b, c } = await submitted('EDIT');
    const before = await t.db.select().from(workOrders).where(eq(workOrders.id, id));
    const response = await replace(id, {
      arrivalDate: '2025-03-20',
      items: [
        itemRow('EDITA', { itemId: a.itemId, consignee: 'Luzon Steel Corp.', noPackages: 12, cbmSo: 40 }),
        itemRow('EDITB', { itemId: b.itemId, noPackages: 1, stevedoring: 'AITSI', subItems: [car('B9')] }),
        itemRow('EDITD', { description: 'CEMENT IN BAGS' }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject([
      { itemId: a.itemId, noPackages: 12, cbmSo: 40, consigneeId: steelId },
      { itemId: b.itemId, noPackages: 1, subItems: [{ chassisNo: 'B9' }] },
      { itemId: expect.any(Number), blNo: 'EDITD', description: 'CEMENT IN BAGS' },
    ]);
    expect(data[1].subItems).toHaveLength(1);
    expect(await t.db.select().from(items).where(eq(items.id, c.itemId))).toEqual([]);
    expect(await t.db.select().from(subItems).where(eq(subItems.itemId, b.itemId))).toHaveLength(1);
    const rows = await t.db.select().from(items).where(eq(items.workOrderId, id));
    expect(rows.map((row) => row.arrivalDate)).toEqual(['2025-03-20', '2025-03-20', '2025-03-20']);
    const detail = (await call('GET', `/api/work-orders/${id}`)).json();
    expect(detail).toMatchObject({ arrivalDate: '2025-03-20', number: before[0]?.number, itemCount: 3 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'work_orders'), eq(auditLog.action, 'update'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({
      before: { arrivalDate: '2025-03-14', items: 3 },
      after: { arrivalDate: '2025-03-20', items: 3, updated: 2, added: 1, removed: 1 },
    });
  });

  it('lets BL numbers move between items in one edit', async () => {
    const { id, a, b, c } = await submitted('SWAP');
    const response = await replace(id, {
      items: [
        itemRow('SWAPB', { itemId: a.itemId }),
        itemRow('SWAPA', { itemId: b.itemId, stevedoring: null }),
        itemRow('SWAPC', { itemId: c.itemId }),
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((item: { blNo: string }) => item.blNo)).toEqual(['SWAPB', 'SWAPA', 'SWAPC']);
  });

  it('refuses an item of another work order, or one item listed twice, on its field', async () => {
    const { id, a } = await submitted('MINE');
    const other = await submitted('THEIRS');
    const stranger = await replace(id, {
      items: [itemRow('MINEA', { itemId: a.itemId }), itemRow('THEIRSA', { itemId: other.a.itemId })],
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().detail).toEqual([
      { loc: ['body', 'items', 1, 'item_id'], msg: workOrderMessages.itemNotInWorkOrder, type: 'custom' },
    ]);
    const twice = await replace(id, {
      items: [itemRow('MINEA', { itemId: a.itemId }), itemRow('MINEZ', { itemId: a.itemId })],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().detail).toEqual([
      { loc: ['body', 'items', 1, 'item_id'], msg: workOrderMessages.itemListedTwice, type: 'custom' },
    ]);
    expect(await itemsOf(id)).toHaveLength(3);
  });

  it('refuses to remove an item that is already cleared, and changes nothing', async () => {
    const { id, a, b, c } = await submitted('CLEAR');
    await buildClearance(t.db, { itemId: c.itemId, clearanceNumber: 'CL-1', clearanceDate: '2025-03-16' });
    const response = await replace(id, {
      arrivalDate: '2025-04-01',
      items: [itemRow('CLEARA', { itemId: a.itemId, noPackages: 99 }), itemRow('CLEARB', { itemId: b.itemId })],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: workOrderMessages.itemInUse });
    const kept = await itemsOf(id);
    expect(kept.map((item: { noPackages: number }) => item.noPackages)).toEqual([10, 2, 10]);
    expect(kept[1].subItems).toHaveLength(2);
    expect((await call('GET', `/api/work-orders/${id}`)).json().arrivalDate).toBe('2025-03-14');
  });

  it('refuses to remove a discharged BL or change its packages, and changes nothing', async () => {
    const { id, a, b, c } = await submitted('LANDED');
    await t.db.update(items).set({ handledAt: new Date(), dischargedPackages: 10 }).where(eq(items.id, c.itemId));
    const kept = [itemRow('LANDEDA', { itemId: a.itemId }), itemRow('LANDEDB', { itemId: b.itemId })];
    for (const body of [
      { items: kept },
      { items: [...kept, itemRow('LANDEDC', { itemId: c.itemId, noPackages: 11 })] },
    ]) {
      const response = await replace(id, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: workOrderMessages.dischargedItemLocked });
    }
    expect((await itemsOf(id)).map((item: { noPackages: number }) => item.noPackages)).toEqual([10, 2, 10]);
    const same = await replace(id, { items: [...kept, itemRow('LANDEDC', { itemId: c.itemId, noPackages: 10 })] });
    expect(same.statusCode).toBe(200);
  });

  it('answers the draft version its items were read at, and refuses a save made from an older one', async () => {
    const { id, a } = await submitted('VERS');
    const opened = await call('GET', `/api/work-orders/${id}/items`);
    const version = opened.json().version;
    expect(version).toEqual(expect.any(String));
    const save = (noPackages: number, ifMatch: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/work-orders/${id}/items`,
        headers: { ...commercial, 'if-match': ifMatch },
        payload: asSent({ items: [itemRow('VERSA', { itemId: a.itemId, noPackages })] }),
      });
    const first = await save(11, `"${version}"`);
    expect(first.statusCode).toBe(200);
    expect(first.json().version).not.toBe(version);
    const audits = async () =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'work_orders'), eq(auditLog.entityId, String(id))))
      ).length;
    const auditsBefore = await audits();
    const stale = await save(12, `"${version}"`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: workOrderMessages.draftChanged });
    expect(await itemsOf(id)).toMatchObject([{ noPackages: 11 }]);
    expect(await audits()).toBe(auditsBefore);
    // Items added through POST /items make a new version too.
    const current = first.json().version;
    await call('POST', '/api/items', [{ ...itemRow('VERSB'), woId: id }]);
    expect((await save(13, current)).statusCode).toBe(409);
    expect((await save(13, '*')).statusCode).toBe(200);
  });

  it('of two clerks saving one draft from the same version at once, exactly one succeeds', async () => {
    const { id, a } = await submitted('RACE');
    const { version } = (await call('GET', `/api/work-orders/${id}/items`)).json();
    const save = (noPackages: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/work-orders/${id}/items`,
        headers: { ...commercial, 'if-match': version },
        payload: asSent({ items: [itemRow('RACEA', { itemId: a.itemId, noPackages })] }),
      });
    const answers = await Promise.all([save(21), save(22), save(23)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().data[0].noPackages;
    expect(await itemsOf(id)).toMatchObject([{ noPackages: winner }]);
  });

  it('edits drafts only, of work orders that exist, for commercial only', async () => {
    const final = await createWorkOrder({ status: 'final' });
    const closed = await replace(final.id, { items: [itemRow('LATE1')] });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ detail: workOrderMessages.notDraft });
    const missing = await replace(999_999, { items: [itemRow('LATE2')] });
    expect(missing.statusCode).toBe(404);
    const { id } = await submitted('ROLE');
    const url = `/api/work-orders/${id}/items`;
    const payload = asSent({ items: [itemRow('ROLEA')] });
    expect((await t.injectAs('operation', { method: 'PUT', url, payload })).statusCode).toBe(403);
    expect(await itemsOf(id)).toHaveLength(3);
  });
});

import { createHash } from 'node:crypto';
import { manifestMessages, maxManifestBytes } from '@portside/contracts/manifests';
import { vesselMessages } from '@portside/contracts/vessels';
import { workOrderMessages } from '@portside/contracts/work-orders';
import { and, eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cargoHandlers, items } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import {
  buildCargoHandler,
  buildConsignee,
  buildDescription,
  buildShippingAgent,
  buildVessel,
} from '../../test/factories';
import { asSent, counts, itemRow, submitBody, tinyPdf } from './test/test-data';

let t: TestApp;
let commercial: Record<string, string>;
let vesselId: number;
let steelId: number;
let riceTradersId: number;
let ourHandlerId: number;
beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
  const agent = await buildShippingAgent(t.db, { name: 'Davao Maritime Agency' });
  vesselId = (await buildVessel(t.db, { name: 'MV Pacific Star', voyageNumber: 'V.2501', shippingAgentId: agent.id }))
    .id;
  steelId = (await buildConsignee(t.db, { name: 'Luzon Steel Corp.' })).id;
  riceTradersId = (await buildConsignee(t.db, { name: 'Rice Traders Inc.' })).id;
  ourHandlerId = (await buildCargoHandler(t.db, { name: 'Portside Terminal Services Inc.', type: 'stevedoring' })).id;
  await buildCargoHandler(t.db, { name: 'Portside Terminal Services Inc.', type: 'arrastre' });
  await buildDescription(t.db, { content: 'Steel Coils' });
});
afterAll(() => t.close());

const url = '/api/work-orders/submit';
const submit = (body: object, headers = commercial) =>
  t.app.inject({ method: 'POST', url, headers, payload: asSent(body) });

const vehicles = (count: number, overrides: Record<string, unknown> = {}) =>
  Array.from({ length: count }, (_, index) => ({
    vehicleMaker: 'Toyota',
    vehicleModel: 'Hilux',
    chassisNo: `MR0HA3CD${index}`,
    lengthCm: 533,
    widthCm: 185.5,
    heightCm: 181.5,
    cbm: 17.95,
    ...overrides,
  }));

describe('submitting a work order from its manifest', () => {
  it('writes the work order, its manifest, items and sub-items at once, matched to the registries', async () => {
    const before = await counts(t.db);
    const body = submitBody(vesselId, [
      itemRow('MAEU1000001', { consignee: 'LUZON STEEL CORP.', description: 'steel coils' }),
      itemRow('MAEU1000002', {
        consignee: 'R. TRADERS',
        consigneeId: riceTradersId,
        description: '2 UNITS TOYOTA HILUX',
        noPackages: 2,
        stevedoring: 'aitsi',
        arrastre: 'AITSI',
        subItems: vehicles(2),
      }),
      itemRow('MAEU1000003', {
        consignee: 'Unknown Importer',
        description: '500 BAGS RICE',
        stevedoring: 'AITSI',
        arrastre: null,
      }),
    ]);
    const response = await submit(body);
    expect(response.statusCode).toBe(201);
    const workOrder = response.json();
    expect(workOrder).toEqual({
      id: expect.any(Number),
      number: 'WO-2025-00001',
      vesselId,
      status: 'draft',
      owner: 'admin',
      type: 'Cargo',
      arrivalDate: '2025-03-14',
      cargoClass: 'import',
      createdAt: expect.any(String),
      vessel: { id: vesselId, name: 'MV Pacific Star', voyageNumber: 'V.2501', shippingAgent: 'Davao Maritime Agency' },
      vesselType: 'General Cargo',
      itemCount: 3,
      totalPackages: 22,
      totalGrossWeight: 375_001.5,
      totalCbm: 90.75,
      manifest: {
        fileName: 'manifest.pdf',
        sha256: createHash('sha256').update(tinyPdf).digest('hex'),
        size: tinyPdf.length,
      },
      updateRequest: null,
    });

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/${workOrder.id}/items`,
      headers: commercial,
    });
    expect(read.statusCode).toBe(200);
    const [steel, cars, rice] = read.json().data;
    expect(steel).toEqual({
      itemId: expect.any(Number),
      woId: workOrder.id,
      blNo: 'MAEU1000001',
      marksAndNumbers: 'LRT/MNL 1-10',
      shipper: 'Baosteel Trading Co.',
      consignee: 'LUZON STEEL CORP.',
      consigneeId: steelId,
      noPackages: 10,
      description: 'steel coils',
      grossWeight: 125_000.5,
      cbmSo: 30.25,
      stevedoring: 'Portside Terminal Services Inc.',
      arrastre: 'Portside Terminal Services Inc.',
      subItems: [],
    });
    expect(cars).toMatchObject({ consignee: 'R. TRADERS', consigneeId: riceTradersId });
    expect(cars.subItems).toEqual(vehicles(2).map((vehicle) => ({ id: expect.any(Number), ...vehicle })));
    expect(rice).toMatchObject({ consigneeId: null, stevedoring: 'aitsi', arrastre: null, subItems: [] });

    // AITSI was new: added once per type, as first printed, each addition audited; other spellings find it.
    expect([cars.stevedoring, cars.arrastre, rice.stevedoring]).toEqual(['aitsi', 'AITSI', 'aitsi']);
    const added = await t.db.select().from(cargoHandlers).where(ilike(cargoHandlers.name, 'aitsi'));
    expect(added.map((handler) => handler.type).sort()).toEqual(['arrastre', 'stevedoring']);
    const handlerEntries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cargo_handlers'), eq(auditLog.action, 'create')));
    expect(handlerEntries).toHaveLength(2);
    const rows = await t.db.select().from(items).where(eq(items.workOrderId, workOrder.id)).orderBy(items.id);
    expect(rows.map((row) => row.arrivalDate)).toEqual(['2025-03-14', '2025-03-14', '2025-03-14']);
    expect(rows[0]?.descriptionId).toEqual(expect.any(Number));
    expect(rows[0]?.stevedoringId).toBe(ourHandlerId);
    expect(rows[1]?.descriptionId).toBeNull();

    const [entry, ...more] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'work_orders'), eq(auditLog.entityId, String(workOrder.id))));
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ action: 'create', userId: expect.any(Number), after: { items: 3 } });
    expect(await counts(t.db)).toEqual({
      ...before,
      workOrders: before.workOrders + 1,
      monitoring: before.monitoring + 1,
      workOrderManifests: before.workOrderManifests + 1,
      items: before.items + 3,
      subItems: before.subItems + 2,
      cargoHandlers: before.cargoHandlers + 2,
      auditLog: before.auditLog + 3,
    });
  });

  it('keeps the manifest as uploaded and gives it back byte for byte under its file name', async () => {
    const fileName = 'Manifest MV Ñino "V.2502".pdf';
    const body = submitBody(vesselId, [itemRow('OOLU2000001')], {
      manifest: { fileName, contentBase64: tinyPdf.toString('base64') },
    });
    const { id, manifest } = (await submit(body)).json();
    const download = await t.app.inject({ method: 'GET', url: `/api/work-orders/${id}/manifest`, headers: commercial });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Manifest MV _ino _V.2502_.pdf"; filename*=UTF-8''Manifest%20MV%20%C3%91ino%20%22V.2502%22.pdf`,
    );
    expect(download.rawPayload.equals(tinyPdf)).toBe(true);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(manifest.sha256);
  });

  it('creates the work order as a draft unless final or completed is chosen (spec point 4), and nothing else', async () => {
    // A year of its own, so that the numbering test's years are left alone.
    const arrivalDate = '2022-06-01';
    const statuses: string[] = [];
    for (const [index, status] of ([undefined, 'draft', 'final', 'completed'] as const).entries()) {
      const body = submitBody(vesselId, [itemRow(`MAEU700000${index}`)], {
        arrivalDate,
        ...(status ? { status } : {}),
      });
      const response = await submit(body);
      expect(response.statusCode).toBe(201);
      statuses.push(response.json().status);
    }
    expect(statuses).toEqual(['draft', 'draft', 'final', 'completed']);
    const before = await counts(t.db);
    for (const status of ['in_progress', 'Final', '']) {
      const response = await submit({ ...submitBody(vesselId, [itemRow('MAEU7000009')], { arrivalDate }), status });
      expect(response.statusCode, status).toBe(422);
      expect(response.json().detail[0].loc, status).toEqual(['body', 'status']);
    }
    expect(await counts(t.db)).toEqual(before);
  });

  it('numbers work orders by year of arrival, one past the highest of the year, also when submitted together', async () => {
    const numbers = await Promise.all(
      ['ONEU3000001', 'ONEU3000002', 'ONEU3000003'].map(async (bl) => {
        const response = await submit(submitBody(vesselId, [itemRow(bl)], { arrivalDate: '2024-12-30' }));
        return response.json().number;
      }),
    );
    expect(numbers.sort()).toEqual(['WO-2024-00001', 'WO-2024-00002', 'WO-2024-00003']);
    const next = await submit(submitBody(vesselId, [itemRow('ONEU3000004')], { arrivalDate: '2025-01-02' }));
    expect(next.json().number).toBe('WO-2025-00003');
  });

  it('writes nothing when one item is refused by the schema, naming its field', async () => {
    const before = await counts(t.db);
    const rows = ['A', 'B', 'C'].map((suffix) => itemRow(`COSU40000${suffix}`, { stevedoring: 'New Handler' }));
    const response = await submit(submitBody(vesselId, [...rows, itemRow('COSU40000D', { noPackages: -1 })]));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      {
        loc: ['body', 'items', 3, 'no_packages'],
        msg: 'Number of packages must be a whole number of 0 or more',
        type: expect.any(String),
      },
    ]);
    expect(await counts(t.db)).toEqual(before);
  });

  it('writes nothing when an applied consignee does not exist, naming its field', async () => {
    const before = await counts(t.db);
    const rows = ['A', 'B', 'C'].map((suffix) => itemRow(`COSU50000${suffix}`, { arrastre: 'Brand New Arrastre' }));
    const response = await submit(submitBody(vesselId, [...rows, itemRow('COSU50000D', { consigneeId: 999_999 })]));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'items', 3, 'consignee_id'], msg: 'Consignee not found.', type: 'custom' },
    ]);
    expect(await counts(t.db)).toEqual(before);
  });

  it('refuses AITSI rows other than rice whose vehicles lack maker, model or chassis (spec 5)', async () => {
    const before = await counts(t.db);
    const cars = itemRow('MSCU6000001', {
      description: 'USED VEHICLES',
      noPackages: 2,
      stevedoring: 'AITSI',
      subItems: [...vehicles(1), ...vehicles(1, { chassisNo: ' ' })],
    });
    const response = await submit(submitBody(vesselId, [itemRow('MSCU6000000'), cars]));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'items', 1, 'sub_items', 1], msg: workOrderMessages.vehicleDetailsIncomplete, type: 'custom' },
    ]);
    expect(await counts(t.db)).toEqual(before);
  });

  it('refuses vehicle sub-items on rows that have none, and more of them than packages', async () => {
    const steel = itemRow('MSCU6100001', { subItems: vehicles(1) });
    const cars = itemRow('MSCU6100002', {
      description: 'USED VEHICLES',
      noPackages: 1,
      stevedoring: 'AITSI',
      subItems: vehicles(2),
    });
    const response = await submit(submitBody(vesselId, [steel, cars]));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'items', 0, 'sub_items'], msg: workOrderMessages.subItemsNotVehicles, type: 'custom' },
      { loc: ['body', 'items', 1, 'sub_items'], msg: workOrderMessages.moreSubItemsThanPackages, type: 'custom' },
    ]);
  });

  it('refuses a BL number listed twice, ignoring case', async () => {
    const response = await submit(submitBody(vesselId, [itemRow('HLCU7000001'), itemRow('hlcu7000001')]));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'items', 1, 'bl_no'], msg: workOrderMessages.duplicateBl, type: 'custom' },
    ]);
  });

  it('refuses a manifest that is no PDF, spreadsheet or CSV, or not less than 5 MB, as the upload does', async () => {
    const before = await counts(t.db);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const notPdf = submitBody(vesselId, [itemRow('EGLV8000001')], {
      manifest: { fileName: 'manifest.pdf', contentBase64: png.toString('base64') },
    });
    const refused = await submit(notPdf);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toEqual([
      { loc: ['body', 'manifest', 'content_base64'], msg: manifestMessages.fileType, type: 'custom' },
    ]);
    const tooLarge = Buffer.concat([tinyPdf, Buffer.alloc(maxManifestBytes - tinyPdf.length)]);
    const large = submitBody(vesselId, [itemRow('EGLV8000002')], {
      manifest: { fileName: 'manifest.pdf', contentBase64: tooLarge.toString('base64') },
    });
    const response = await submit(large);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'manifest', 'content_base64'], msg: manifestMessages.tooLarge, type: 'custom' },
    ]);
    expect(await counts(t.db)).toEqual(before);
  });

  it('refuses a vessel that does not exist', async () => {
    const response = await submit(submitBody(999_999, [itemRow('ZIMU9000001')]));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: vesselMessages.notFound });
  });

  it('is for commercial: 401 without a token, 403 for finance and operation, and nothing written', async () => {
    // Signed in first: creating the users writes audit rows of their own.
    const finance = await t.signIn('finance');
    const operation = await t.signIn('operation');
    const before = await counts(t.db);
    const payload = asSent(submitBody(vesselId, [itemRow('ZIMU9000002')]));
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, payload, headers: finance.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, payload, headers: operation.headers })).statusCode).toBe(403);
    expect(await counts(t.db)).toEqual(before);
  });
});

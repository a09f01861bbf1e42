import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingInvoices } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import {
  buildCargoHandler,
  buildClearance,
  buildItem,
  buildShippingAgent,
  buildVessel,
  buildWorkOrder,
} from '../../test/factories';
import { completedVesselsLimit } from './completed-vessels';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (role: 'commercial' | 'finance', url: string) => t.injectAs(role, { method: 'GET', url });

describe('GET /vessels/{id}/items', () => {
  it('lists every BL of every work order of the vessel in BL order, with arrival, handlers, clearance and invoice', async () => {
    const vessel = await buildVessel(t.db);
    const [first, second] = [
      await buildWorkOrder(t.db, { vesselId: vessel.id }),
      await buildWorkOrder(t.db, { vesselId: vessel.id, arrivalDate: '2025-01-08' }),
    ];
    const stevedore = await buildCargoHandler(t.db, { name: 'PORTSIDE STEVEDORES', type: 'stevedoring' });
    const arrastre = await buildCargoHandler(t.db, { name: 'PIER ARRASTRE', type: 'arrastre' });
    const cleared = await buildItem(t.db, {
      workOrderId: second.id,
      blNo: 'b-200',
      marksAndNumbers: 'N/M',
      shipper: 'HANOI RICE EXPORT',
      consignee: 'CEBU TRADING INC.',
      noPackages: 400,
      description: 'RICE IN BAGS',
      grossWeight: '20000.500',
      cbm: '25.125',
      stevedoringId: stevedore.id,
      arrastreId: arrastre.id,
    });
    await buildItem(t.db, { workOrderId: first.id, blNo: 'C-300' });
    await buildItem(t.db, { workOrderId: first.id, blNo: 'A-100' });
    await buildItem(t.db, { blNo: 'A-000' });
    await buildClearance(t.db, { itemId: cleared.id, clearanceNumber: 'CL-B200' });
    await t.db.insert(billingInvoices).values({
      invoiceNumber: 'INV-B200',
      itemId: cleared.id,
      billingDate: '2025-01-10',
      netAmount: '100.00',
      vatAmount: '12.00',
      vatRate: '0.1200',
    });

    for (const role of ['commercial', 'finance'] as const) {
      const response = await get(role, `/api/vessels/${vessel.id}/items`);
      expect(response.statusCode, role).toBe(200);
      const { data } = response.json();
      expect(data.map((item: { blNo: string }) => item.blNo)).toEqual(['A-100', 'b-200', 'C-300']);
      expect(data[1]).toEqual({
        id: cleared.id,
        workOrderId: second.id,
        arrivalDate: '2025-01-08',
        blNo: 'b-200',
        marksAndNumbers: 'N/M',
        shipper: 'HANOI RICE EXPORT',
        consignee: 'CEBU TRADING INC.',
        noPackages: 400,
        description: 'RICE IN BAGS',
        cbmSo: 25.125,
        grossWeight: 20000.5,
        stevedoring: 'PORTSIDE STEVEDORES',
        arrastre: 'PIER ARRASTRE',
        clearanceNumber: 'CL-B200',
        invoiceNumber: 'INV-B200',
      });
      expect(data[0]).toMatchObject({ stevedoring: null, arrastre: null, clearanceNumber: null, invoiceNumber: null });
    }
  });

  it('answers an empty list for a vessel without work orders and 404 for an unknown vessel', async () => {
    const vessel = await buildVessel(t.db);
    expect((await get('commercial', `/api/vessels/${vessel.id}/items`)).json()).toEqual({ data: [] });
    const unknown = await get('commercial', '/api/vessels/2000000000/items');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Vessel not found.' });
  });
});

describe('GET /vessels/completed', () => {
  it('lists the vessels with a completed visit, newest visit first, at most the last 200', async () => {
    const agent = await buildShippingAgent(t.db, { name: 'Completed Agency' });
    const visit = async (name: string, arrivalDate: string, status: 'draft' | 'final' | 'completed') => {
      const vessel = await buildVessel(t.db, { name, shippingAgentId: agent.id });
      await buildWorkOrder(t.db, { vesselId: vessel.id, arrivalDate, status });
      return vessel;
    };
    const older = await visit('MV Older', '2024-02-01', 'completed');
    // A later work order that is not completed does not move the vessel up.
    await buildWorkOrder(t.db, { vesselId: older.id, arrivalDate: '2026-01-01', status: 'final' });
    await visit('MV Newer', '2024-05-01', 'completed');
    await visit('MV Arriving', '2024-06-01', 'draft');
    await visit('MV Ongoing', '2024-06-01', 'final');

    const response = await get('finance', '/api/vessels/completed');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((vessel: { name: string }) => vessel.name)).toEqual(['MV Newer', 'MV Older']);
    expect(data[1]).toEqual({
      id: older.id,
      name: 'MV Older',
      voyageNumber: older.voyageNumber,
      shippingAgent: 'Completed Agency',
      arrivalDate: '2024-02-01',
    });

    for (let n = 0; n < completedVesselsLimit; n += 1) {
      await visit(`MV Fleet ${n}`, '2025-01-01', 'completed');
    }
    const bounded = (await get('commercial', '/api/vessels/completed')).json().data;
    expect(bounded).toHaveLength(completedVesselsLimit);
    expect(bounded.map((vessel: { name: string }) => vessel.name)).not.toContain('MV Newer');
  });
});

describe('the vessel pickers', () => {
  it.each(['/api/vessels/completed', '/api/vessels/1/items'])('%s is for commercial and finance', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['admin', 'operation', 'guard', 'processor', 'client'] as const) {
      expect((await t.injectAs(role, { method: 'GET', url })).statusCode, role).toBe(403);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildVessel } from '../../test/factories';
import { asSent, counts, itemRow, submitBody } from './test/test-data';

// The audit entry of the work order is its submit's last write: failing it shows what a failure after the work order,
// its manifest, new handlers, items and sub-items were written leaves behind.
vi.mock('../audit/record', async (original) => {
  const module = await original<typeof import('../audit/record')>();
  return {
    ...module,
    recordAudit: async (...args: Parameters<typeof module.recordAudit>) => {
      if (args[2].entity === 'work_orders') throw new Error('the audit log is unavailable');
      return module.recordAudit(...args);
    },
  };
});

let t: TestApp;
let vesselId: number;
beforeAll(async () => {
  t = await createTestApp();
  vesselId = (await buildVessel(t.db, { name: 'MV Pacific Star', voyageNumber: 'V.2501' })).id;
});
afterAll(() => t.close());

describe('a submit that fails after its rows were written', () => {
  it('leaves nothing: no work order, manifest, handler, item or sub-item', async () => {
    const { headers } = await t.signIn('commercial');
    const before = await counts(t.db);
    const cars = itemRow('MSCU6000001', {
      description: 'USED VEHICLES',
      noPackages: 1,
      stevedoring: 'AITSI',
      arrastre: 'A Brand New Arrastre',
      subItems: [{ vehicleMaker: 'Toyota', vehicleModel: 'Hilux', chassisNo: 'MR0HA3CD1' }],
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders/submit',
      headers,
      payload: asSent(submitBody(vesselId, [itemRow('MSCU6000000'), cars])),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal Server Error', request_id: response.headers['x-request-id'] });
    expect(await counts(t.db)).toEqual(before);
  });
});

import type { Role } from '@portside/contracts/roles';
import { trackingMessages } from '@portside/contracts/tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildClearance, buildItem, buildVessel, buildWorkOrder } from '../../test/factories';

let t: TestApp;
const headers: Partial<Record<Role, Record<string, string>>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['processor', 'guard', 'supervisor', 'commercial', 'finance', 'client'] as const) {
    headers[role] = (await t.signIn(role)).headers;
  }
  const older = await buildWorkOrder(t.db, {
    vesselId: (await buildVessel(t.db, { name: 'MV OLD STAR', voyageNumber: '7' })).id,
    arrivalDate: '2025-01-02',
  });
  const newer = await buildWorkOrder(t.db, {
    vesselId: (await buildVessel(t.db, { name: 'MV NEW DAWN', voyageNumber: '12' })).id,
    arrivalDate: '2025-03-04',
  });
  await buildItem(t.db, { workOrderId: older.id, blNo: 'MAEUMNL0000002', arrivalDate: '2025-01-02' });
  await buildItem(t.db, { workOrderId: newer.id, blNo: 'maeumnl0000002', arrivalDate: '2025-03-04' });
  const cleared = await buildItem(t.db, { workOrderId: older.id, blNo: 'MAEUMNL0000001', arrivalDate: '2025-01-02' });
  await buildClearance(t.db, { itemId: cleared.id });
  for (let n = 10; n < 22; n++) {
    await buildItem(t.db, { workOrderId: newer.id, blNo: `MAEUCEB00000${n}`, arrivalDate: '2025-03-04' });
  }
  await buildItem(t.db, { workOrderId: newer.id, blNo: 'MAE_X0001', arrivalDate: '2025-03-04' });
});
afterAll(() => t.close());

const suggest = (prefix: string, role: Role = 'processor') =>
  t.app.inject({
    method: 'GET',
    url: `/api/items/bl-numbers?prefix=${encodeURIComponent(prefix)}`,
    headers: headers[role],
  });

describe('GET /items/bl-numbers', () => {
  it('offers the BLs whose number starts with it, in any case, highest number first, a number on two vessels newest first', async () => {
    const response = await suggest('maeuMNL');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ blNo: 'maeumnl0000002', vesselName: 'MV NEW DAWN', cleared: false }),
      expect.objectContaining({ blNo: 'MAEUMNL0000002', vesselName: 'MV OLD STAR', cleared: false }),
      {
        itemId: expect.any(Number),
        blNo: 'MAEUMNL0000001',
        vesselId: expect.any(Number),
        vesselName: 'MV OLD STAR',
        voyageNo: '7',
        arrivalDate: '2025-01-02',
        consignee: expect.any(String),
        cleared: true,
      },
    ]);
  });

  it('offers at most ten, takes the wildcards as characters, and needs four characters', async () => {
    const many = (await suggest('MAEUCEB')).json().data.map((bl: { blNo: string }) => bl.blNo);
    expect(many).toEqual(Array.from({ length: 10 }, (_, index) => `MAEUCEB00000${21 - index}`));
    expect((await suggest('MAE_')).json().data.map((bl: { blNo: string }) => bl.blNo)).toEqual(['MAE_X0001']);
    expect((await suggest('%AEU')).json().data).toEqual([]);
    expect((await suggest('MNL0')).json().data).toEqual([]);
    const short = await suggest(' MAE ');
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0].msg).toBe(trackingMessages.prefixTooShort);
    expect((await suggest('M'.repeat(61))).statusCode).toBe(422);
  });

  it('offers only the BLs customs has not cleared when asked (the clearance page)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/items/bl-numbers?prefix=MAEUMNL&uncleared=true',
      headers: headers.commercial,
    });
    const open = response.json().data.map((bl: { blNo: string }) => bl.blNo);
    expect(open).toEqual(['maeumnl0000002', 'MAEUMNL0000002']);
  });

  it('answers tracking, the gate and the clearance page only', async () => {
    for (const role of ['guard', 'supervisor', 'commercial'] as const) {
      expect((await suggest('MAEU', role)).statusCode).toBe(200);
    }
    for (const role of ['finance', 'client'] as const) {
      expect((await suggest('MAEU', role)).statusCode).toBe(403);
    }
  });
});

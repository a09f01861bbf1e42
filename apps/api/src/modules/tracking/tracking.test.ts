import { trackingMessages } from '@portside/contracts/tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCargoHandler, buildItem, buildVessel, buildWorkOrder } from '../../test/factories';
import { berth, buildBl, handlers } from './test/test-data';

let t: TestApp;
let processor: Record<string, string>;
let registry: Awaited<ReturnType<typeof handlers>>;
beforeAll(async () => {
  t = await createTestApp();
  processor = (await t.signIn('processor')).headers;
  registry = await handlers(t.db);
});
afterAll(() => t.close());

const track = (query: string, headers = processor) =>
  t.app.inject({ method: 'GET', url: `/api/items/search-bl?${query}`, headers });
const blNos = (body: { data: { blNo: string; vesselName: string }[] }) =>
  body.data.map((result) => `${result.blNo} ${result.vesselName}`);

describe('GET /api/items/search-bl', () => {
  it('answers 401 without a token and 403 to any role but processor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/items/search-bl?bl_no=X' })).statusCode).toBe(401);
    for (const role of ['guard', 'commercial', 'finance', 'client'] as const) {
      const { headers } = await t.signIn(role);
      expect((await track('bl_no=X', headers)).statusCode, role).toBe(403);
    }
  });

  it.each([
    ['', trackingMessages.blRequired],
    ['bl_no=', trackingMessages.blRequired],
    ['bl_no=%20%20%20', trackingMessages.blRequired],
    [`bl_no=${'B'.repeat(61)}`, 'BL number must be at most 60 characters'],
    ['bl_no=A1&bl_no=B2', trackingMessages.oneBl],
  ])('refuses %j with 422 on bl_no', async (query, msg) => {
    const response = await track(query);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([{ loc: ['query', 'bl_no'], msg, type: expect.any(String) }]);
  });

  it('finds a BL by its whole number in any case, trimmed, and nothing by a part of it', async () => {
    await buildItem(t.db, { blNo: 'MNLWHOLE123' });
    expect(blNos((await track('bl_no=mnlwhole123')).json())).toEqual([expect.stringMatching(/^MNLWHOLE123 /)]);
    expect(blNos((await track('bl_no=%20MnlWhole123%20')).json())).toHaveLength(1);
    expect((await track('bl_no=MNLWHOLE12')).json()).toEqual({ data: [] });
    expect((await track('bl_no=NLWHOLE123')).json()).toEqual({ data: [] });
    expect((await track('bl_no=MNLWHOLE%25')).json()).toEqual({ data: [] });
  });

  it('returns every BL of that number on every vessel, the newest arrival first', async () => {
    for (const [name, arrivalDate] of [
      ['MV Older Star', '2024-05-01'],
      ['MV Newer Star', '2025-08-01'],
    ] as const) {
      const vessel = await buildVessel(t.db, { name });
      const workOrder = await buildWorkOrder(t.db, { vesselId: vessel.id, arrivalDate });
      await buildItem(t.db, { workOrderId: workOrder.id, blNo: name === 'MV Older Star' ? 'dup-77' : 'DUP-77' });
    }
    expect(blNos((await track('bl_no=Dup-77')).json())).toEqual(['DUP-77 MV Newer Star', 'dup-77 MV Older Star']);
  });

  it('gives the spec 3 columns with the clearance, invoice, official receipt and gate-out', async () => {
    const vessel = await buildVessel(t.db, { name: 'MV Full Trail', voyageNumber: 'V.2511' });
    const workOrder = await buildWorkOrder(t.db, { vesselId: vessel.id, arrivalDate: '2025-11-03' });
    await berth(t.db, workOrder.id, new Date('2025-11-03T06:15:00Z'));
    const stevedore = await buildCargoHandler(t.db, { name: 'SHIPSIDE STEVEDORES', type: 'stevedoring' });
    const { item, clearance, invoice, receipt } = await buildBl(t.db, undefined, {
      workOrderId: workOrder.id,
      blNo: 'FULL-1',
      shipper: 'HANOI RICE EXPORT CO.',
      consignee: 'LUZON GRAINS INC.',
      description: 'RICE IN BAGS',
      noPackages: 4000,
      grossWeight: '200000.500',
      cbm: '260.125',
      stevedoringId: stevedore.id,
      arrastreId: registry.ours.id,
      handledAt: new Date('2025-11-04T01:00:00Z'),
      gateOutAt: new Date('2025-11-10T02:30:00Z'),
    });
    expect((await track('bl_no=full-1')).json()).toEqual({
      data: [
        {
          id: item.id,
          blNo: 'FULL-1',
          vesselName: 'MV Full Trail',
          voyageNo: 'V.2511',
          description: 'RICE IN BAGS',
          consignee: 'LUZON GRAINS INC.',
          shipper: 'HANOI RICE EXPORT CO.',
          noPackages: 4000,
          cbmSo: 260.125,
          grossWeight: 200000.5,
          arrivalDate: '2025-11-03',
          timeOfBerth: '2025-11-03T06:15:00.000Z',
          handledAt: '2025-11-04T01:00:00.000Z',
          gateOutAt: '2025-11-10T02:30:00.000Z',
          stevedoring: 'SHIPSIDE STEVEDORES',
          arrastre: 'PORTSIDE TERMINAL SERVICES INC.',
          clearanceNumber: clearance?.clearanceNumber,
          clearanceDate: clearance?.clearanceDate,
          invoiceNumber: invoice?.invoiceNumber,
          billingDate: invoice?.billingDate,
          orNumber: receipt?.orNumber,
          orDateIssued: receipt?.dateIssued,
          // No storage tariff is recorded here: the days are counted, nothing is priced (storage/accrued.test.ts).
          storage: {
            cargoClass: 'import',
            dischargeDay: '2025-11-04',
            toDay: '2025-11-10',
            priced: false,
            daysInTerminal: 6,
            freeDays: 0,
            freeDaysLeft: 0,
            chargeableDays: 0,
            lines: [],
            netAmount: '0.00',
            vatAmount: '0.00',
            totalAmount: '0.00',
          },
          storageBilling: { billedTo: null, owedAmount: '0.00' },
          // Out of the gate before releases were recorded: nothing remains, no truck is named.
          remainingPackages: 0,
          withdrawals: [],
        },
      ],
    });
  });

  it('answers null for what has not happened yet, and an empty shipper when none was printed', async () => {
    await buildItem(t.db, { blNo: 'BARE-1', shipper: null });
    const [result] = (await track('bl_no=BARE-1')).json().data;
    expect(result).toMatchObject({
      shipper: '',
      timeOfBerth: null,
      handledAt: null,
      gateOutAt: null,
      stevedoring: null,
      arrastre: null,
      clearanceNumber: null,
      clearanceDate: null,
      invoiceNumber: null,
      billingDate: null,
      orNumber: null,
      orDateIssued: null,
    });
  });

  it('names the invoice of a BL billed and not paid, without a receipt', async () => {
    const { invoice } = await buildBl(t.db, { paid: false }, { blNo: 'UNPAID-1' });
    const [result] = (await track('bl_no=UNPAID-1')).json().data;
    expect(result).toMatchObject({ invoiceNumber: invoice?.invoiceNumber, orNumber: null, orDateIssued: null });
  });

  it('returns at most 50 BLs', async () => {
    for (let i = 0; i < 51; i++) await buildItem(t.db, { blNo: 'MANY-1' });
    expect((await track('bl_no=MANY-1')).json().data).toHaveLength(50);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildItem } from '../../test/factories';
import { buildBillingInvoice, buildPayer } from './test/test-data';

/** Issue 26 point 4: a receipt, and an invoice to put on one, found by what the cashier has in hand. */
let t: TestApp;
let finance: Record<string, string>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  finance = (await t.signIn('finance')).headers;
  const davao = await buildPayer(t.db, 'Davao Fruit Export Corp.');
  const cebu = await buildPayer(t.db, 'Cebu Cement Inc.');
  const invoices: [string, string, typeof davao][] = [
    ['BI-2025-000501', 'MAEUMNL0001234', davao],
    ['BI-2025-000502', 'MAEUMNL0001299', davao],
    ['BI-2025-000503', 'ONEYCEB0000777', cebu],
    ['BI-2025-000504', 'ONEYCEB0000778', cebu],
    ['BI-2025-000505', 'maeuDVO5550001', cebu],
  ];
  for (const [invoiceNumber, blNo, payer] of invoices) {
    const item = await buildItem(t.db, { blNo });
    ids[invoiceNumber] = (await buildBillingInvoice(t.db, { ...payer.buyer, invoiceNumber, itemId: item.id })).id;
  }
  const receipt = async (orNumber: string, numbers: string[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/official-receipts',
      headers: finance,
      payload: { orNumber, dateIssued: '2025-01-20', billingInvoiceIds: numbers.map((number) => ids[number]) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  await receipt('OR-7001', ['BI-2025-000501']);
  const cancelled = await receipt('OR-7002', ['BI-2025-000503']);
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/official-receipts/${cancelled}/cancel`,
    headers: finance,
    payload: { reason: 'Wrong OR number' },
  });
  expect(cancel.statusCode).toBe(200);
  await receipt('OR-7003', ['BI-2025-000503', 'BI-2025-000504']);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: finance });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const receiptsFound = async (q: string) =>
  (await get(`/api/official-receipts?q=${encodeURIComponent(q)}`)).data.map(
    (row: { orNumber: string }) => row.orNumber,
  );
const unpaidFound = async (q: string) =>
  (await get(`/api/billing-invoices/no-or/?q=${encodeURIComponent(q)}`)).data.map(
    (row: { invoiceNumber: string }) => row.invoiceNumber,
  );

describe('GET /official-receipts/?q=', () => {
  it('finds a receipt by its OR number, an invoice number it paid, the start of a BL number, or its payer', async () => {
    expect(await receiptsFound('or 7001')).toEqual(['OR-7001']);
    expect(await receiptsFound('2025-000501')).toEqual(['OR-7001']);
    // A cancelled receipt is found by the invoices it paid, beside the receipt that paid them again.
    expect((await receiptsFound('BI-2025-000503')).sort()).toEqual(['OR-7002', 'OR-7003']);
    expect((await receiptsFound('oneyceb')).sort()).toEqual(['OR-7002', 'OR-7003']);
    expect(await receiptsFound('MAEUMNL00012')).toEqual(['OR-7001']);
    expect((await receiptsFound('cebu cement')).sort()).toEqual(['OR-7002', 'OR-7003']);
    expect(await receiptsFound('DAVAO FRUIT')).toEqual(['OR-7001']);
  });

  it('matches a BL only from the start of its number, and only from four characters', async () => {
    expect(await receiptsFound('MNL0001234')).toEqual([]);
    expect(await receiptsFound('MAE')).toEqual([]);
    expect(await receiptsFound('MAE_')).toEqual([]);
    expect(await receiptsFound('%EUM')).toEqual([]);
  });
});

describe('GET /billing-invoices/no-or/?q=', () => {
  it('finds an unpaid invoice by its number, its payer or the start of its BL number', async () => {
    expect(await unpaidFound('000502')).toEqual(['BI-2025-000502']);
    expect(await unpaidFound('davao fruit')).toEqual(['BI-2025-000502']);
    expect((await unpaidFound('maeu')).sort()).toEqual(['BI-2025-000502', 'BI-2025-000505']);
    expect(await unpaidFound('MAEUMNL0001234')).toEqual([]);
    expect(await unpaidFound('ONEYCEB')).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildBillingInvoice, buildReceipt } from './test/test-data';

let t: TestApp;
let finance: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  finance = (await t.signIn('finance')).headers;
  const receipts: [string, string, string[]][] = [
    ['OR-0000003', '2025-03-01', ['BI-30', 'BI-31']],
    ['or-0000010', '2025-01-15', ['BI-10']],
    ['OR-0000002', '2025-02-10', ['BI-22', 'BI-20', 'BI-21']],
    ['CASH-77', '2025-02-10', ['BI-77']],
  ];
  for (const [orNumber, dateIssued, numbers] of receipts) {
    const invoices = [];
    for (const invoiceNumber of numbers) {
      invoices.push(await buildBillingInvoice(t.db, { invoiceNumber, netAmount: '100.10', vatAmount: '12.01' }));
    }
    await buildReceipt(
      t.db,
      orNumber,
      dateIssued,
      invoices.map((invoice) => invoice.id),
    );
  }
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/official-receipts?${query}`, headers: finance });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const numbers = (page: { data: { orNumber: string }[] }) => page.data.map((receipt) => receipt.orNumber);

describe('GET /official-receipts/', () => {
  it('lists the newest receipts first, each with its invoice numbers in order and the total received', async () => {
    const page = await list('');
    expect(numbers(page)).toEqual(['OR-0000003', 'CASH-77', 'OR-0000002', 'or-0000010']);
    expect(page.total).toBe(4);
    expect(page.data[2]).toEqual({
      id: expect.any(Number),
      orNumber: 'OR-0000002',
      dateIssued: '2025-02-10',
      invoiceNumbers: ['BI-20', 'BI-21', 'BI-22'],
      totalAmount: '336.33',
      createdAt: expect.any(String),
      cancellation: null,
    });
  });

  it('searches the OR number in any case, ignoring spaces, dashes and dots, and counts what matches', async () => {
    const page = await list('q=or-00000');
    expect(numbers(page)).toEqual(['OR-0000003', 'OR-0000002', 'or-0000010']);
    expect(page.total).toBe(3);
    expect(numbers(await list('q=or 0000002'))).toEqual(['OR-0000002']);
    expect(numbers(await list('q=OR.0000.010'))).toEqual(['or-0000010']);
    expect((await list('q=SH-7')).data.map((receipt: { invoiceNumbers: string[] }) => receipt.invoiceNumbers)).toEqual([
      ['BI-77'],
    ]);
    expect((await list('q=%25')).total).toBe(0);
  });

  it('sorts by OR number ignoring case, by date issued and by creation, both ways', async () => {
    expect(numbers(await list('sort=orNumber&order=asc'))).toEqual([
      'CASH-77',
      'OR-0000002',
      'OR-0000003',
      'or-0000010',
    ]);
    expect(numbers(await list('sort=orNumber&order=desc'))).toEqual([
      'or-0000010',
      'OR-0000003',
      'OR-0000002',
      'CASH-77',
    ]);
    expect(numbers(await list('sort=dateIssued&order=asc'))).toEqual([
      'or-0000010',
      'OR-0000002',
      'CASH-77',
      'OR-0000003',
    ]);
    expect(numbers(await list('sort=createdAt&order=asc'))).toEqual([
      'OR-0000003',
      'or-0000010',
      'OR-0000002',
      'CASH-77',
    ]);
  });

  it('pages in SQL: limit and offset, with the total of all rows', async () => {
    const second = await list('sort=orNumber&order=asc&limit=2&offset=2');
    expect(numbers(second)).toEqual(['OR-0000003', 'or-0000010']);
    expect(second).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect((await list('offset=10')).data).toEqual([]);
  });

  it('refuses a sort it does not know', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/official-receipts?sort=total', headers: finance });
    expect(response.statusCode).toBe(422);
  });
});

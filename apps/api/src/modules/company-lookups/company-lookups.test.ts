import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompany } from '../../test/factories';

let t: TestApp;
let commercial: Record<string, string>;
let lineId: number;
beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
  lineId = (
    await t.app.inject({ method: 'POST', url: '/api/shipping-lines', headers: commercial, payload: { name: 'Maersk' } })
  ).json().slId;
  for (const name of ['Zamboanga Agency', 'Cebu Agency']) {
    await t.app.inject({
      method: 'POST',
      url: '/api/shipping-agents',
      headers: commercial,
      payload: { sl_id: lineId, name },
    });
  }
  for (const name of ['Mindanao Rice Traders', 'agri Exports']) await buildCompany(t.db, { name });
});
afterAll(() => t.close());

const get = (url: string, headers = commercial) => t.app.inject({ method: 'GET', url, headers });

describe('company lookups', () => {
  it('lists company names in name order, searched and limited', async () => {
    const all = (await get('/api/companies/company-names')).json();
    expect(all.data.map((c: { name: string }) => c.name)).toEqual([
      'agri Exports',
      'Cebu Agency',
      'Mindanao Rice Traders',
      'Zamboanga Agency',
    ]);
    expect(all.data[0]).toEqual({ companiesId: expect.any(Number), name: 'agri Exports' });
    const searched = (await get('/api/companies/company-names?q=AGENCY&limit=1')).json();
    expect(searched.data).toEqual([{ companiesId: expect.any(Number), name: 'Cebu Agency' }]);
  });

  it('lists only shipping agents with their lines, searched and limited', async () => {
    const all = (await get('/api/companies/shipping-agents')).json();
    expect(all.data).toEqual([
      { id: expect.any(Number), name: 'Cebu Agency', shippingLineId: lineId, slId: lineId, shippingLineName: 'Maersk' },
      {
        id: expect.any(Number),
        name: 'Zamboanga Agency',
        shippingLineId: lineId,
        slId: lineId,
        shippingLineName: 'Maersk',
      },
    ]);
    expect((await get('/api/companies/shipping-agents?q=zambo')).json().data).toHaveLength(1);
    expect((await get('/api/companies/shipping-agents?q=maersk&limit=1')).json().data).toHaveLength(1);
  });

  it('refuses a limit above 100', async () => {
    const response = await get('/api/companies/company-names?limit=101');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['query', 'limit']);
  });

  it('offers only the client companies when asked (a consignee’s company)', async () => {
    await buildCompany(t.db, { name: 'Client Only Co.', isClient: true });
    await buildCompany(t.db, { name: 'Client Not Co.', isClient: false });
    const names = (await get('/api/companies/company-names?q=Client&clients=true'))
      .json()
      .data.map((company: { name: string }) => company.name);
    expect(names).toEqual(['Client Only Co.']);
  });

  it('lets admin and commercial read them, and finance the company names (a consignee registered on billing)', async () => {
    const admin = (await t.signIn('admin')).headers;
    expect((await get('/api/companies/company-names', admin)).statusCode).toBe(200);
    expect((await get('/api/companies/shipping-agents', admin)).statusCode).toBe(200);
    expect((await t.injectAs('finance', { method: 'GET', url: '/api/companies/company-names' })).statusCode).toBe(200);
    expect((await t.injectAs('finance', { method: 'GET', url: '/api/companies/shipping-agents' })).statusCode).toBe(
      403,
    );
    expect((await t.injectAs('client', { method: 'GET', url: '/api/companies/shipping-agents' })).statusCode).toBe(403);
  });
});

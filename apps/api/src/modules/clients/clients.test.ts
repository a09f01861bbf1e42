import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompany, buildKind } from '../../test/factories';

let t: TestApp;
let commercial: Record<string, string>;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
  const kind = await buildKind(t.db, { name: 'Consignee' });
  companyId = (await buildCompany(t.db, { name: 'Mindanao Rice Traders', kindId: kind.id })).id;
});
afterAll(() => t.close());

const url = '/api/clients';
const required = { first_name: 'Juan', last_name: 'Dela Cruz', email: 'juan@example.ph', mobile_number: '09171234567' };
const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: commercial, payload });
const list = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: commercial })).json();
const clientCount = async () => (await t.db.select({ n: count() }).from(clients))[0]?.n;

describe('clients', () => {
  it('creates a client with every field of spec 3 and shows its company and kind', async () => {
    const response = await post({
      ...required,
      middle_name: 'Santos',
      suffix: 'Jr.',
      company_id: companyId,
      fax: '(082) 123 4567',
      other: 'Prefers email',
      website: 'https://rice.example.ph',
      address: '12 Quay Road',
      city: 'Davao City',
      province: 'Davao del Sur',
      zip_code: '8000',
      country: 'Philippines',
      is_shipping_address_same_to_billing: false,
      payment_method: 'Bank transfer',
      terms: 'Net 30',
      delivery_options: 'Pick-up',
      language: 'Filipino',
      sales_tax_registration: 'VAT-123',
      opening_balance: '1250.50',
      opening_balance_as_of: '2025-01-31',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      firstName: 'Juan',
      middleName: 'Santos',
      lastName: 'Dela Cruz',
      suffix: 'Jr.',
      companyId,
      companyNameDisplay: 'Mindanao Rice Traders',
      companyKindNameDisplay: 'Consignee',
      companyIsClient: true,
      portalUsername: null,
      email: 'juan@example.ph',
      mobileNumber: '09171234567',
      fax: '(082) 123 4567',
      other: 'Prefers email',
      website: 'https://rice.example.ph',
      address: '12 Quay Road',
      city: 'Davao City',
      province: 'Davao del Sur',
      zipCode: '8000',
      country: 'Philippines',
      isShippingAddressSameToBilling: false,
      paymentMethod: 'Bank transfer',
      terms: 'Net 30',
      deliveryOptions: 'Pick-up',
      language: 'Filipino',
      salesTaxRegistration: 'VAT-123',
      openingBalance: '1250.50',
      openingBalanceAsOf: '2025-01-31',
    });
  });

  it('stores blank optional fields as absent and a client without company', async () => {
    const response = await post({
      first_name: 'Maria',
      last_name: 'Lim',
      email: 'maria@example.ph',
      mobile_number: '+639181234567',
      middle_name: '  ',
      city: '',
      company_id: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      middleName: null,
      city: null,
      companyId: null,
      companyNameDisplay: null,
      companyKindNameDisplay: null,
      isShippingAddressSameToBilling: true,
    });
  });

  it('lists by first name descending and searches by name, company, kind or email in pages', async () => {
    await post({ ...required, first_name: 'Andres', last_name: 'Bonifacio', email: 'andres@example.ph' });
    expect((await list()).data.map((c: { firstName: string }) => c.firstName)).toEqual(['Maria', 'Juan', 'Andres']);
    const names = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).data.map((c: { firstName: string }) => c.firstName);
    expect(await names('juan cruz')).toEqual(['Juan']);
    expect(await names('rice traders')).toEqual(['Juan']);
    expect(await names('consignee')).toEqual(['Juan']);
    expect(await names('ANDRES@EXAMPLE')).toEqual(['Andres']);
    expect(await list('limit=1&offset=1')).toMatchObject({ data: [{ firstName: 'Juan' }], total: 3 });
  });

  it.each([
    [{ ...required, first_name: ' ' }, 'first_name', 'First name is required'],
    [{ ...required, last_name: '' }, 'last_name', 'Last name is required'],
    [{ ...required, email: undefined }, 'email', 'Email is required'],
    [{ ...required, email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ ...required, mobile_number: '091712345' }, 'mobile_number', 'Mobile number must be at least 10 digits'],
    [
      { ...required, mobile_number: '0917123456789012' },
      'mobile_number',
      'Mobile number must be no more than 15 digits',
    ],
    [{ ...required, mobile_number: '0917 123 45' }, 'mobile_number', 'Mobile number must be at least 10 digits'],
    [
      { ...required, mobile_number: '0917-123-4567' },
      'mobile_number',
      'Mobile number may hold only digits, spaces and a leading +',
    ],
    [
      { ...required, mobile_number: '63+9171234567' },
      'mobile_number',
      'Mobile number may hold only digits, spaces and a leading +',
    ],
  ])('refuses %j with the message on %s', async (payload, field, msg) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([{ loc: ['body', field], msg, type: expect.any(String) }]);
  });

  it('takes a mobile number with a leading + and spaces, and keeps it as typed', async () => {
    const response = await post({ ...required, email: 'spaced@example.ph', mobile_number: ' +63 917 123 4567 ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mobileNumber: '+63 917 123 4567' });
  });

  it('refuses a second client with the same email in any case with 409 and writes nothing', async () => {
    const before = await clientCount();
    const response = await post({ ...required, first_name: 'Other', email: 'JUAN@example.ph' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'A client with this email already exists.' });
    expect(await clientCount()).toBe(before);
  });

  it('says when the company does not exist', async () => {
    const response = await post({ ...required, email: 'nobody@example.ph', company_id: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Company not found.' });
  });

  it('writes who created the client', async () => {
    const { id } = (await post({ ...required, email: 'audit@example.ph' })).json();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'clients'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ action: 'create', userId: expect.any(Number), after: { email: 'audit@example.ph' } });
  });

  it('is for commercial only', async () => {
    expect((await t.injectAs('admin', { method: 'GET', url })).statusCode).toBe(403);
    const before = await clientCount();
    const response = await t.injectAs('finance', { method: 'POST', url, payload: { ...required, email: 'x@y.ph' } });
    expect(response.statusCode).toBe(403);
    expect(await clientCount()).toBe(before);
  });
});

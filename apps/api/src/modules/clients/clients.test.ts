import { clientMessages } from '@portside/contracts/clients';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompany, buildKind } from '../../test/factories';
import { registryCorrections } from '../../test/registry';

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
      tin: '004-512-338-00000',
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
      tin: '004-512-338-00000',
      openingBalance: '1250.50',
      openingBalanceAsOf: '2025-01-31',
      version: expect.any(String),
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

describe('correcting a client', () => {
  const { put, remove, entries } = registryCorrections(
    () => t,
    url,
    'clients',
    () => commercial,
  );
  let serial = 0;
  const addClient = async (extra: Record<string, unknown> = {}) =>
    (await post({ ...required, email: `fix${++serial}@example.ph`, ...extra })).json();

  it('saves every field with the rules of its creation, clears what was emptied, and audits before and after', async () => {
    const client = await addClient({ fax: '(082) 000 0000', company_id: companyId });
    const response = await put(client.id, {
      ...required,
      email: ' New.Mail@example.ph ',
      first_name: 'Juana',
      city: 'Cagayan de Oro',
      company_id: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: client.id,
      firstName: 'Juana',
      email: 'New.Mail@example.ph',
      city: 'Cagayan de Oro',
      fax: null,
      companyId: null,
      companyNameDisplay: null,
    });
    expect((await entries(client.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { firstName: 'Juan', fax: '(082) 000 0000' },
      after: { firstName: 'Juana', fax: null },
    });
    expect((await list('q=juana')).data.map((c: { id: number }) => c.id)).toContain(client.id);
  });

  it('refuses with the messages of its creation and changes nothing', async () => {
    const client = await addClient();
    const other = await addClient();
    const invalid = await put(client.id, { ...required, mobile_number: '0917' });
    expect([invalid.statusCode, invalid.json().detail[0].msg]).toEqual([
      422,
      'Mobile number must be at least 10 digits',
    ]);
    const taken = await put(client.id, { ...required, email: other.email.toUpperCase() });
    expect([taken.statusCode, taken.json()]).toEqual([409, { detail: 'A client with this email already exists.' }]);
    const noCompany = await put(client.id, { ...required, email: client.email, company_id: 999_999 });
    expect([noCompany.statusCode, noCompany.json()]).toEqual([404, { detail: 'Company not found.' }]);
    const missing = await put(999_999, required);
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Client not found.' }]);
    const [kept] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(kept?.email).toBe(client.email);
  });

  it('keeps the company of a client with a portal sign-in, and deletes a client only without one', async () => {
    const clientCompany = await buildCompany(t.db, { name: 'Portal Rice Traders', isClient: true });
    const client = await addClient({ company_id: clientCompany.id });
    const given = await t.app.inject({
      method: 'POST',
      url: `${url}/${client.id}/portal-access`,
      headers: commercial,
      payload: { username: `portal.${client.id}`, password: 'rice-harbour-26' },
    });
    expect(given.statusCode).toBe(201);
    const moved = await put(client.id, { ...required, email: client.email, company_id: companyId });
    expect([moved.statusCode, moved.json().detail]).toEqual([409, clientMessages.portalCompany]);
    const renamed = await put(client.id, {
      ...required,
      email: client.email,
      company_id: clientCompany.id,
      city: 'Iligan',
    });
    expect(renamed.statusCode).toBe(200);
    const refused = await remove(client.id);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      {
        detail:
          'This client cannot be deleted: it has a portal sign-in (1). An admin moves its user to another client company first.',
      },
    ]);

    const plain = await addClient();
    expect((await remove(plain.id)).statusCode).toBe(204);
    expect((await entries(plain.id)).at(-1)).toMatchObject({ action: 'delete', before: { email: plain.email } });
    expect((await remove(plain.id)).statusCode).toBe(404);
  });

  it('is for commercial only', async () => {
    const client = await addClient();
    const finance = (await t.signIn('finance')).headers;
    expect((await remove(client.id, finance)).statusCode).toBe(403);
    expect((await put(client.id, required, finance)).statusCode).toBe(403);
    expect(await t.db.select().from(clients).where(eq(clients.id, client.id))).toHaveLength(1);
  });

  it('refuses a TIN without its branch code, and keeps the spec’s sales tax registration as free text', async () => {
    const refused = await post({ ...required, email: 'tin@example.ph', tin: '004-512-338' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toEqual([
      { loc: ['body', 'tin'], msg: 'TIN must be written with its branch code: 000-123-456-00000', type: 'custom' },
    ]);
    const kept = await post({ ...required, email: 'tin2@example.ph', sales_tax_registration: 'VAT 004-512', tin: '' });
    expect(kept.json()).toMatchObject({ salesTaxRegistration: 'VAT 004-512', tin: null });
  });
});

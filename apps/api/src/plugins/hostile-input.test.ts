import { boundsMessages } from '@portside/contracts/bounds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSent, itemRow } from '../modules/work-orders/test/test-data';
import { createTestApp, type TestApp } from '../test/app';
import { buildKind, buildShippingAgent, buildWorkOrder, unique } from '../test/factories';
import { nestingExceeds } from './input';

let t: TestApp;
const deadlyDb: { run?: () => Promise<unknown> } = {};
beforeAll(async () => {
  t = await createTestApp((app) => {
    // A value that slipped past a schema: the database's data exception is the last line of defence.
    app.get('/api/test/out-of-range', { config: { public: true } }, () => deadlyDb.run?.());
  });
  deadlyDb.run = () => t.db.execute(sql`select 2147483648::integer`);
});
afterAll(() => t.close());

const issues = (response: { json(): unknown }) =>
  (response.json() as { detail: { loc: unknown[]; msg: string }[] }).detail;

describe('the NUL character', () => {
  it('is refused 422 in a body string, with its field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a\u0000b', password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(issues(response)).toEqual([{ loc: ['body', 'username'], msg: boundsMessages.nulCharacter, type: 'custom' }]);
  });

  it('is refused 422 in a query parameter, with its name as sent', async () => {
    const response = await t.injectAs('commercial', { method: 'GET', url: '/api/clients/?q=%00' });
    expect(response.statusCode).toBe(422);
    expect(issues(response)[0]?.loc).toEqual(['query', 'q']);
    const snake = await t.injectAs('admin', { method: 'GET', url: '/api/audit-log?entity=a%00&user_id=1' });
    expect(issues(snake)[0]?.loc).toEqual(['query', 'entity']);
  });

  it('is reported at its first ten places, however many there are', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'x', password: 'x', items: Array(50_000).fill('\u0000') },
    });
    expect(response.statusCode).toBe(422);
    expect(issues(response)).toHaveLength(10);
  });

  it('is refused in a nested body string and in a key', async () => {
    const { headers } = await t.signIn('admin');
    const nested = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers,
      payload: { operators: ['ok', 'x\u0000'], time_zone: 'Asia/Manila', tariffs: [], cbm_targets: [] },
    });
    expect(nested.statusCode).toBe(422);
    expect(issues(nested)[0]?.loc).toEqual(['body', 'operators', 1]);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a', password: 'x', 'b\u0000': 1 },
    });
    expect(key.statusCode).toBe(422);
  });
});

describe('a lone UTF-16 surrogate', () => {
  it('is refused 422 with its sentence in any body string, nested or not, and in a key', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a\ud800b', password: 'x' },
    });
    expect(login.statusCode).toBe(422);
    expect(issues(login)).toEqual([{ loc: ['body', 'username'], msg: boundsMessages.loneSurrogate, type: 'custom' }]);
    const { headers } = await t.signIn('admin');
    const nested = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      // The low half alone, as the escape a client writes (JSON.stringify writes it so too).
      payload: `{"operators": ["ok", "x\\udc00"], "time_zone": "Asia/Manila", "tariffs": [], "cbm_targets": []}`,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(nested.statusCode).toBe(422);
    expect(issues(nested)).toEqual([
      { loc: ['body', 'operators', 1], msg: boundsMessages.loneSurrogate, type: 'custom' },
    ]);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a', password: 'x', 'b\udfff': 1 },
    });
    expect(issues(key)[0]?.msg).toBe(boundsMessages.loneSurrogate);
  });

  it('is refused in a company name before the database sees it, while a whole pair (an emoji) is a character', async () => {
    const { headers } = await t.signIn('admin');
    const kind = await buildKind(t.db);
    const create = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/companies', headers, payload: { name, kind_id: kind.id } });
    const lone = await create('ACME \ud83d PORT');
    expect(lone.statusCode).toBe(422);
    expect(issues(lone)).toEqual([{ loc: ['body', 'name'], msg: boundsMessages.loneSurrogate, type: 'custom' }]);
    const pair = await create('ACME \ud83d\ude80 PORT');
    expect(pair.statusCode).toBe(201);
    expect(pair.json().name).toBe('ACME 🚀 PORT');
  });
});

describe('bidirectional controls in what invoices and receipts print', () => {
  /** The embeddings and overrides, the isolates, the left-to-right and right-to-left marks, the Arabic letter mark. */
  const controls = [
    ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'],
    ...['\u2066', '\u2067', '\u2068', '\u2069'],
    ...['\u200E', '\u200F', '\u061C'],
  ];

  it('are refused 422 with a sentence in every printed name, number and address, and Urdu letters are kept', async () => {
    const admin = (await t.signIn('admin')).headers;
    const commercial = (await t.signIn('commercial')).headers;
    const agent = await buildShippingAgent(t.db);
    const workOrder = await buildWorkOrder(t.db);
    const settings = { own_operators: [], time_zone: 'Asia/Manila', tariffs: [], targets: [] };
    const client = { first_name: 'Juan', last_name: 'Dela Cruz', mobile_number: '09171234567' };
    type Field = { name: string; send: (text: string) => Promise<{ statusCode: number; json(): unknown }> };
    const inject = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method, url, headers, payload });
    const settingsField = (name: string): Field => ({
      name,
      send: (text) => inject('PUT', '/api/settings', admin, { ...settings, [name]: text }),
    });
    const vesselField = (name: string): Field => ({
      name,
      send: (text) =>
        inject('POST', '/api/vessels', commercial, {
          name: `MV ${unique()}`,
          voyage_number: `V.${unique()}`,
          company_id: agent.id,
          [name]: text,
        }),
    });
    const itemField = (name: string): Field => ({
      name,
      send: (text) =>
        inject('POST', '/api/items', commercial, [
          { ...asSent(itemRow(`BL${unique()}`)), wo_id: workOrder.id, [name]: text },
        ]),
    });
    const clientField = (name: string): Field => ({
      name,
      send: (text) =>
        inject('POST', '/api/clients', commercial, { ...client, email: `c${unique()}@example.ph`, [name]: text }),
    });
    const fields: [Field, (string | number)[], string][] = [
      [settingsField('registered_name'), ['body', 'registered_name'], boundsMessages.invisibleInName],
      [settingsField('registered_address'), ['body', 'registered_address'], boundsMessages.invisibleInName],
      [vesselField('name'), ['body', 'name'], boundsMessages.invisibleInName],
      [vesselField('voyage_number'), ['body', 'voyage_number'], boundsMessages.invisibleInPrinted],
      [itemField('bl_no'), ['body', 0, 'bl_no'], boundsMessages.invisibleInPrinted],
      [itemField('consignee'), ['body', 0, 'consignee'], boundsMessages.invisibleInName],
      [itemField('description'), ['body', 0, 'description'], boundsMessages.invisibleInPrinted],
      ...['address', 'city', 'province', 'zip_code', 'country'].map((name): [Field, (string | number)[], string] => [
        clientField(name),
        ['body', name],
        boundsMessages.invisibleInName,
      ]),
    ];
    for (const [field, loc, msg] of fields) {
      for (const control of controls) {
        const response = await field.send(`ACME ${control}PORT 12`);
        const label = `${field.name} with U+${control.codePointAt(0)?.toString(16).toUpperCase()}`;
        expect(response.statusCode, label).toBe(422);
        expect(issues(response), label).toEqual([{ loc, msg, type: 'custom' }]);
      }
      // The letters of Urdu and Arabic, right to left, are text like any other.
      const urdu = await field.send(`کراچی پورٹ ٹرسٹ ${unique()}`);
      expect(urdu.statusCode, `${field.name} in Urdu`).toBeLessThan(300);
    }
  });
});

describe('ids', () => {
  it('in a path beyond the integer column or below 1 are refused 422', async () => {
    for (const id of ['2147483648', '0', '-1', '1e3', '99999999999999999999']) {
      const response = await t.injectAs('commercial', { method: 'GET', url: `/api/work-orders/${id}` });
      expect(response.statusCode, id).toBe(422);
      expect(issues(response)[0]).toMatchObject({ loc: ['path', 'id'], msg: boundsMessages.invalidId });
    }
    const largest = await t.injectAs('commercial', { method: 'GET', url: '/api/work-orders/2147483647' });
    expect(largest.statusCode).toBe(404);
    for (const id of ['1e0', '0x2', '%205']) {
      const response = await t.injectAs('admin', { method: 'POST', url: `/api/users/${id}/end-sessions` });
      expect(response.statusCode, id).toBe(422);
    }
  });

  it('in foreign-key fields beyond the integer column are refused 422 with the field', async () => {
    const cases = [
      { role: 'admin', url: '/api/companies', payload: { name: 'X', kind_id: 2147483648 }, field: 'kind_id' },
      {
        role: 'commercial',
        url: '/api/vessels',
        payload: { name: 'X', voyage_number: 'V1', company_id: 2 ** 31 },
        field: 'company_id',
      },
      { role: 'commercial', url: '/api/shipping-agents', payload: { name: 'X', sl_id: 2147483648 }, field: 'sl_id' },
      { role: 'admin', url: '/api/consignees', payload: { name: 'X', company_id: 2147483648 }, field: 'company_id' },
    ] as const;
    for (const { role, url, payload, field } of cases) {
      const response = await t.injectAs(role, { method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(422);
      expect(issues(response).map((issue) => issue.loc)).toContainEqual(['body', field]);
    }
    const query = await t.injectAs('admin', { method: 'GET', url: '/api/audit-log?user_id=2147483648' });
    expect(query.statusCode).toBe(422);
    expect(issues(query)[0]).toMatchObject({ loc: ['query', 'user_id'], msg: boundsMessages.invalidId });
  });
});

describe('dates', () => {
  it('are calendar dates: an impossible day or month is refused 422 with a sentence', async () => {
    for (const day of ['2026-02-30', '2026-13-45', '2025-02-29', '0000-01-01', '20260101']) {
      const response = await t.injectAs('admin', { method: 'GET', url: `/api/audit-log?from=${day}` });
      expect(response.statusCode, day).toBe(422);
      expect(issues(response)[0]).toMatchObject({ loc: ['query', 'from'], msg: boundsMessages.invalidDate });
    }
    const leapDay = await t.injectAs('admin', { method: 'GET', url: '/api/audit-log?from=2024-02-29' });
    expect(leapDay.statusCode).toBe(200);
  });
});

describe('sizes and shapes', () => {
  it('refuses JSON nested thousands of levels deep with 400 before parsing it', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: boundsMessages.tooDeep });
    const deeper = `{"username":${'['.repeat(500_000)}`;
    const unclosed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: deeper,
    });
    expect(unclosed.statusCode).toBe(400);
  });

  it('counts depth outside strings only', () => {
    expect(nestingExceeds('{"a":"[[[[[[[[[[[["}', 2)).toBe(false);
    expect(nestingExceeds('{"a":"\\"[[[","b":[[[1]]]}', 3)).toBe(true);
    expect(nestingExceeds('{"a":"\\"[[[","b":[[1]]}', 3)).toBe(false);
  });

  it('drops __proto__ keys of a JSON body instead of refusing the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"nobody","password":"x","__proto__":{"isAdmin":true}}',
    });
    expect(response.statusCode).toBe(401);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses a 900,000-character user name with 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'u'.repeat(900_000), password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(issues(response)[0]?.loc).toEqual(['body', 'username']);
  });

  it('answers a malformed URL in the API error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%c0%ae' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: boundsMessages.badUrl });
  });
});

describe('last lines of defence', () => {
  it('answers a data exception of the database with 422 and a sentence, not 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/out-of-range' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: boundsMessages.invalidData });
  });

  it('refuses an Authorization header with anything after the token', async () => {
    const { headers } = await t.signIn('admin');
    const extra = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `${headers.authorization} extra` },
    });
    expect(extra.statusCode).toBe(401);
    const plain = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(plain.statusCode).toBe(200);
  });
});

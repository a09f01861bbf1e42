import { readFileSync } from 'node:fs';
import { auditEntities } from '@portside/contracts/audit-log';
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cargoHandlers,
  clients,
  companies,
  consignees,
  descriptions,
  items,
  kindsOfCompany,
  shippingLines,
  vessels,
} from '../../db/schema/index';
import { generateDemoData } from '../../demo/generate';
import { createTestApp, type TestApp, testPassword } from '../../test/app';
import { buildVessel } from '../../test/factories';
import { buildBillingInvoice } from '../official-receipts/test/test-data';
import { asSent, itemRow, submitBody } from '../work-orders/test/test-data';

/**
 * The audit log shows each entity and field under a translated name (apps/web's auditLog.entities and .fields): every
 * name that a write records must have one in every language. The registries record their whole row; the other
 * writes record what their service chooses, so they are made here through the API and read back, and the demo data
 * (which records the finance, gate and operations work that no screen writes yet) is generated and read back.
 */
const languages = ['en', 'jpn', 'es', 'pkr', 'zh'];
const labels = languages.map((language) => {
  const path = new URL(`../../../../web/public/locales/${language}/translation.json`, import.meta.url);
  const { auditLog: texts } = JSON.parse(readFileSync(path, 'utf8'));
  return { language, entities: Object.keys(texts.entities), fields: Object.keys(texts.fields) };
});
const registryTables = [
  cargoHandlers,
  clients,
  companies,
  consignees,
  descriptions,
  kindsOfCompany,
  shippingLines,
  vessels,
];

let t: TestApp;
let demo: TestApp;
beforeAll(async () => {
  [t, demo] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => Promise.all([t.close(), demo.close()]));

/** Every audited write of the operations module, on one work order (a draft). */
async function operationWrites(workOrderId: number) {
  const operation = (await t.signIn('operation')).headers;
  const call = (url: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
    t.app.inject({ method, url: `/api/${url}`, headers: operation, payload: asSent(payload) });
  const visit = `work-orders/${workOrderId}`;
  const monitoring = await t.app.inject({
    method: 'GET',
    url: `/api/monitoring/work-order/${workOrderId}`,
    headers: operation,
  });
  const berthAndMore = {
    timeOfBerth: '2025-05-03T08:00:00Z',
    actualTimeOfArrival: '2025-05-03T02:00:00Z',
    timeOfDeparture: '2025-05-05T08:00:00Z',
    berthLocation: 'North Harbor',
    pier: 'Pier 5',
    targetMovesPerHour: 30,
    noGang: 2,
    breakDurationHours: 1,
  };
  const responses = [
    await call(`monitoring/${monitoring.json().id}`, berthAndMore, 'PATCH'),
    await call(`${visit}/productivity-logs`, { hourStart: '2025-05-03T09:00:00Z', gang: 1, moves: 5 }),
    await call(`${visit}/productivity-logs`, { hourStart: '2025-05-03T09:00:00Z', gang: 1, moves: 4 }),
    await call(`${visit}/delays`, {
      reason: 'Rain',
      notes: 'Hatches closed',
      fromTime: berthAndMore.timeOfBerth,
      toTime: '2025-05-03T09:00:00Z',
    }),
    await call(`${visit}/discharges`, { handledAt: '2025-05-03T10:00:00Z', all: true }),
    await call(`${visit}/request-update`, { note: 'Check BL3' }),
    await call(`${visit}/confirm`, {}),
    await call(`${visit}/departure`, { timeOfDeparture: '2025-05-05T09:00:00Z' }),
  ];
  expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 201, 200, 200, 200, 200]);
}

/** The public site's audited writes: a page's text saved and removed, a news post created, changed and deleted. */
async function siteWrites(headers: Record<string, string>) {
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/site/${url}`, headers, ...(payload ? { payload: asSent(payload) } : {}) });
  const post = { publishedOn: '2025-05-01', texts: [{ language: 'en', title: 'Notice', body: 'Text' }] };
  const created = await call('POST', 'news', post);
  const responses = [
    await call('PUT', 'pages/about/es', { markdown: 'Hola' }),
    await call('PUT', 'pages/about/es', { markdown: '' }),
    created,
    await call('PUT', `news/${created.json().id}`, { ...post, publishedOn: '2025-05-02' }),
    await call('DELETE', `news/${created.json().id}`),
  ];
  expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 201, 200, 204]);
}

async function recordedFields() {
  const admin = await t.signIn('admin');
  const commercial = (await t.signIn('commercial')).headers;
  const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload: asSent(payload) } : {}) });
  const settings = {
    ownOperators: ['ACME'],
    timeZone: 'Asia/Manila',
    tariffs: [],
    targets: [],
    contactAddresses: [{ label: 'Office', address: 'Pier 3' }],
  };
  expect((await call('PUT', '/api/settings', admin.headers, settings)).statusCode).toBe(200);
  await siteWrites(admin.headers);
  const user = (await t.makeUser('commercial')).id;
  expect((await call('PATCH', `/api/users/${user}`, admin.headers, { role: 'finance' })).statusCode).toBe(200);
  expect((await call('POST', `/api/users/${user}/end-sessions`, admin.headers)).statusCode).toBe(200);
  const password = { currentPassword: testPassword, newPassword: 'another-long-password' };
  const renewed = await call('POST', '/api/users/users/me/change-password', admin.headers, password);
  const headers = { authorization: `Bearer ${renewed.json().accessToken}` };
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(204);
  const vesselId = (await buildVessel(t.db)).id;
  const submitted = await call('POST', '/api/work-orders/submit', commercial, submitBody(vesselId, [itemRow('BL1')]));
  expect(submitted.statusCode).toBe(201);
  const created = (await call('POST', '/api/work-orders', commercial, { vesselId, arrivalDate: '2025-05-02' })).json();
  expect((await call('POST', '/api/items', commercial, [{ ...itemRow('BL2'), woId: created.id }])).statusCode).toBe(
    201,
  );
  const replaced = await call('PUT', `/api/work-orders/${created.id}/items`, commercial, {
    arrivalDate: '2025-05-03',
    items: [itemRow('BL3')],
  });
  expect(replaced.statusCode).toBe(200);
  await operationWrites(created.id);
  const invoice = await buildBillingInvoice(t.db);
  const receipt = { orNumber: 'OR-LABELS', dateIssued: '2025-01-20', billingInvoiceIds: [invoice.id] };
  const finance = (await t.signIn('finance')).headers;
  expect((await call('POST', '/api/official-receipts', finance, receipt)).statusCode).toBe(201);
  const memo = { billingInvoiceId: invoice.id, memoDate: '2025-01-21', amount: '1.00', reason: 'Overcharged' };
  expect((await call('POST', '/api/credit-memos', finance, memo)).statusCode).toBe(201);
  const [cleared] = await t.db.select({ id: items.id }).from(items).limit(1);
  const clearance = { clearanceNumber: 'CL-LABELS', itemId: cleared?.id, clearanceDate: '2025-05-04' };
  expect((await call('POST', '/api/clearances', commercial, clearance)).statusCode).toBe(201);

  const today = new Date().toISOString().slice(0, 10);
  await generateDemoData(demo.db, { items: 2_000, years: 1, seed: 5, today, passwordHash: 'not-a-real-hash' });
  const entries = [...(await t.db.select().from(auditLog)), ...(await demo.db.select().from(auditLog))];
  const keys = (values: unknown) => (values && typeof values === 'object' ? Object.keys(values) : []);
  return {
    entities: new Set(entries.map((entry) => entry.entity)),
    fields: new Set([
      ...entries.flatMap((entry) => [...keys(entry.before), ...keys(entry.after)]),
      ...registryTables.flatMap((table) => Object.keys(getTableColumns(table))),
    ]),
  };
}

describe('the names the audit log shows', () => {
  it('exist in every language for every entity and every field that a write records', async () => {
    const recorded = await recordedFields();
    expect([...recorded.entities]).toEqual(
      expect.arrayContaining(['clearances', 'official_receipts', 'users', 'credit_memos']),
    );
    for (const { language, entities, fields } of labels) {
      expect(
        [...recorded.entities].filter((entity) => !entities.includes(entity)),
        language,
      ).toEqual([]);
      expect(
        auditEntities.filter((entity) => !entities.includes(entity)),
        language,
      ).toEqual([]);
      expect(
        [...recorded.fields].filter((field) => !fields.includes(field)),
        language,
      ).toEqual([]);
    }
  });
});

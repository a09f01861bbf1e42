import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tariffs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { tariffsInForce } from './service';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).headers;
});
afterAll(() => t.close());

const url = '/api/settings';
const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, headers: admin, payload });
const settings = {
  own_operators: ['ACME PORT SERVICES', 'Acme Arrastre'],
  time_zone: 'Asia/Manila',
  tariffs: [
    { category: 'stevedoring', rate_per_cbm: '120.5', vat_percent: '12', effective_from: '2024-01-01' },
    { category: 'stevedoring', rate_per_cbm: '135.00', vat_percent: '12.00', effective_from: '2025-07-01' },
    { category: 'arrastre', rate_per_cbm: '88', vat_percent: '12.5', effective_from: '2024-01-01' },
  ],
  targets: [
    { year: 2025, month: null, category: 'stevedoring', cbm: 120000 },
    { year: 2025, month: 3, category: 'stevedoring', cbm: 12500.5 },
    { year: 2025, month: null, category: 'arrastre', cbm: 90000 },
  ],
};

describe('settings', () => {
  it('answers the defaults before anyone saved: no operators, Asia/Manila, no tariffs or targets', async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(response.json()).toEqual({
      ownOperators: [],
      timeZone: 'Asia/Manila',
      tariffs: [],
      targets: [],
      registeredName: '',
      registeredAddress: '',
      tin: '',
      vatRegistered: true,
    });
  });

  it('saves the whole document and reads it back', async () => {
    const saved = await put(settings);
    expect(saved.statusCode).toBe(200);
    const read = (await t.app.inject({ method: 'GET', url, headers: admin })).json();
    expect(read).toEqual(saved.json());
    expect(read).toEqual({
      ownOperators: ['ACME PORT SERVICES', 'Acme Arrastre'],
      timeZone: 'Asia/Manila',
      tariffs: [
        { category: 'arrastre', basis: 'cbm', ratePerCbm: '88.00', vatPercent: '12.50', effectiveFrom: '2024-01-01' },
        {
          category: 'stevedoring',
          basis: 'cbm',
          ratePerCbm: '135.00',
          vatPercent: '12.00',
          effectiveFrom: '2025-07-01',
        },
        {
          category: 'stevedoring',
          basis: 'cbm',
          ratePerCbm: '120.50',
          vatPercent: '12.00',
          effectiveFrom: '2024-01-01',
        },
      ],
      targets: [
        { year: 2025, month: null, category: 'arrastre', cbm: 90000 },
        { year: 2025, month: null, category: 'stevedoring', cbm: 120000 },
        { year: 2025, month: 3, category: 'stevedoring', cbm: 12500.5 },
      ],
      registeredName: '',
      registeredAddress: '',
      tin: '',
      vatRegistered: true,
    });
    const [row] = await t.db.select().from(tariffs).where(eq(tariffs.category, 'arrastre'));
    expect(row?.vatRate).toBe('0.1250');
  });

  it('prices a day with the latest tariff effective on or before it', async () => {
    const rate = async (day: string) =>
      Object.fromEntries((await tariffsInForce(t.db, day)).map((tariff) => [tariff.category, tariff.ratePerCbm]));
    expect(await rate('2023-12-31')).toEqual({});
    expect(await rate('2025-06-30')).toEqual({ arrastre: '88.00', stevedoring: '120.50' });
    expect(await rate('2025-07-01')).toEqual({ arrastre: '88.00', stevedoring: '135.00' });
  });

  it('refuses invalid values with their messages on their fields and changes nothing', async () => {
    const response = await put({
      own_operators: ['ACME', ' acme ', ''],
      time_zone: 'Mars/Olympus',
      tariffs: [
        { category: 'stevedoring', rate_per_cbm: '-1', vat_percent: '100', effective_from: '' },
        { category: 'arrastre', rate_per_cbm: '1', vat_percent: '12', effective_from: '2024-01-01' },
        { category: 'arrastre', rate_per_cbm: '2', vat_percent: '12', effective_from: '2024-01-01' },
      ],
      targets: [
        { year: 1999, month: 13, category: 'arrastre', cbm: -5 },
        { year: 2025, month: 1, category: 'arrastre', cbm: 5 },
        { year: 2025, month: 1, category: 'arrastre', cbm: 6 },
      ],
    });
    expect(response.statusCode).toBe(422);
    const issues = response.json().detail.map((issue: { loc: unknown[]; msg: string }) => [issue.loc, issue.msg]);
    expect(issues).toEqual(
      expect.arrayContaining([
        [['body', 'own_operators', 2], 'Operator name is required'],
        [['body', 'time_zone'], 'Choose a time zone from the list.'],
        [['body', 'tariffs', 0, 'rate_per_cbm'], 'Rate per CBM must be 0 or more'],
        [['body', 'tariffs', 0, 'vat_percent'], 'VAT rate must be from 0 to less than 100%'],
        [['body', 'tariffs', 0, 'effective_from'], 'Effective date is required'],
        [['body', 'targets', 0, 'year'], 'Year must be between 2000 and 2100'],
        [['body', 'targets', 0, 'month'], 'Month must be between 1 and 12'],
        [['body', 'targets', 0, 'cbm'], 'CBM must be 0 or more'],
      ]),
    );
    const read = (await t.app.inject({ method: 'GET', url, headers: admin })).json();
    expect(read.ownOperators).toEqual(settings.own_operators);
  });

  it('says when names, tariff dates or target periods repeat', async () => {
    const response = await put({
      ...settings,
      own_operators: ['ACME', ' acme '],
      tariffs: [settings.tariffs[0], { ...settings.tariffs[0], rate_per_cbm: '1' }],
      targets: [settings.targets[1], settings.targets[1]],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail.map((issue: { loc: unknown[]; msg: string }) => [issue.loc, issue.msg])).toEqual([
      [['body', 'own_operators', 1], 'Each operator name may appear only once.'],
      [['body', 'tariffs', 1, 'effective_from'], 'Only one tariff per category may start on the same date.'],
      [['body', 'targets', 1, 'month'], 'Only one target per category for each year and month.'],
    ]);
  });

  it('writes one audit entry with the document before and after', async () => {
    await put({ ...settings, time_zone: 'UTC', targets: [] });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'app_settings'))
      .orderBy(auditLog.id)
      .limit(1)
      .offset(1);
    expect(entry).toMatchObject({
      action: 'update',
      entityId: '1',
      before: { timeZone: 'Asia/Manila', targets: expect.any(Array) },
      after: { timeZone: 'UTC', targets: [] },
      userId: expect.any(Number),
    });
  });

  it('takes money as decimal strings only and answers them with exactly two places', async () => {
    const tariff = { category: 'arrastre', effective_from: '2024-01-01' };
    const refused = await put({
      ...settings,
      tariffs: [
        { ...tariff, rate_per_cbm: 88.5, vat_percent: 12 },
        { ...tariff, rate_per_cbm: '88.505', vat_percent: '12.125', effective_from: '2024-02-01' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail.map((issue: { loc: unknown[]; msg: string }) => [issue.loc, issue.msg])).toEqual([
      [['body', 'tariffs', 0, 'rate_per_cbm'], 'Rate per CBM must be 0 or more'],
      [['body', 'tariffs', 0, 'vat_percent'], 'VAT rate must be from 0 to less than 100%'],
      [['body', 'tariffs', 1, 'rate_per_cbm'], 'Rate per CBM must be 0 or more'],
      [['body', 'tariffs', 1, 'vat_percent'], 'VAT rate must be from 0 to less than 100%'],
    ]);
    const saved = await put({ ...settings, tariffs: [{ ...tariff, rate_per_cbm: '9999999999.99', vat_percent: '0' }] });
    expect(saved.json().tariffs).toEqual([
      {
        category: 'arrastre',
        basis: 'cbm',
        ratePerCbm: '9999999999.99',
        vatPercent: '0.00',
        effectiveFrom: '2024-01-01',
      },
    ]);
    const [row] = await t.db.select().from(tariffs);
    expect(row).toMatchObject({ ratePerCbm: '9999999999.99', vatRate: '0.0000' });
  });

  it("keeps the seller's registration and a basis per tariff, and refuses a TIN without its branch code", async () => {
    const registration = {
      registered_name: 'ACME PORT SERVICES INC.',
      registered_address: 'Pier 3, North Harbor, Manila',
      tin: '000-123-456-00000',
      vat_registered: false,
    };
    const revenueTon = { ...settings.tariffs[2], basis: 'revenueTon', effective_from: '2025-07-01' };
    const saved = await put({ ...settings, ...registration, tariffs: [...settings.tariffs, revenueTon] });
    expect(saved.json()).toMatchObject({
      registeredName: 'ACME PORT SERVICES INC.',
      registeredAddress: 'Pier 3, North Harbor, Manila',
      tin: '000-123-456-00000',
      vatRegistered: false,
    });
    expect(saved.json().tariffs[0]).toEqual({
      category: 'arrastre',
      basis: 'revenueTon',
      ratePerCbm: '88.00',
      vatPercent: '12.50',
      effectiveFrom: '2025-07-01',
    });
    for (const tin of ['000-123-456', '000123456000', '000-123-456-000', 'ABC-123-456-00000']) {
      const refused = await put({ ...settings, ...registration, tin });
      expect(refused.statusCode, tin).toBe(422);
      expect(refused.json().detail).toEqual([
        expect.objectContaining({
          loc: ['body', 'tin'],
          msg: 'TIN must be written with its branch code: 000-123-456-00000',
        }),
      ]);
    }
    const basis = await put({ ...settings, tariffs: [{ ...settings.tariffs[0], basis: 'perTruck' }] });
    expect(basis.statusCode).toBe(422);
    expect((await put(settings)).json()).toMatchObject({ registeredName: '', tin: '', vatRegistered: true });
  });

  it('is for admins only', async () => {
    expect((await t.injectAs('finance', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs('commercial', { method: 'PUT', url, payload: settings })).statusCode).toBe(403);
  });

  it('tells every signed-in role the time zone that an admin saved, and nobody signed out', async () => {
    expect((await put({ ...settings, time_zone: 'Asia/Tokyo' })).statusCode).toBe(200);
    for (const role of ['finance', 'client', 'guard'] as const) {
      const response = await t.injectAs(role, { method: 'GET', url: `${url}/time-zone` });
      expect(response.json()).toEqual({ timeZone: 'Asia/Tokyo' });
    }
    expect((await t.app.inject({ method: 'GET', url: `${url}/time-zone` })).statusCode).toBe(401);
    expect((await put(settings)).statusCode).toBe(200);
  });
});

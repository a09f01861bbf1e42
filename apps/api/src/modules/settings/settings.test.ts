import { boundsMessages } from '@portside/contracts/bounds';
import { settingsMessages } from '@portside/contracts/settings';
import { storageMessages } from '@portside/contracts/storage';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, auditLog, tariffs } from '../../db/schema/index';
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
      storageTariffs: [],
      targets: [],
      registeredName: '',
      registeredAddress: '',
      tin: '',
      vatRegistered: true,
      withholdingPercent: '2.00',
      contactAddresses: [],
      officeHours: '',
      contactPhone: '',
      contactEmail: '',
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
      storageTariffs: [],
      targets: [
        { year: 2025, month: null, category: 'arrastre', cbm: 90000 },
        { year: 2025, month: null, category: 'stevedoring', cbm: 120000 },
        { year: 2025, month: 3, category: 'stevedoring', cbm: 12500.5 },
      ],
      registeredName: '',
      registeredAddress: '',
      tin: '',
      vatRegistered: true,
      withholdingPercent: '2.00',
      contactAddresses: [],
      officeHours: '',
      contactPhone: '',
      contactEmail: '',
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

  it('refuses a CBM target beyond three decimals instead of rounding it, and keeps three exactly', async () => {
    const before = (await t.app.inject({ method: 'GET', url, headers: admin })).json();
    const target = { year: 2026, month: 1, category: 'arrastre' };
    for (const cbm of [1234.5678, 0.0001, 1e-7, 0.1 + 0.2]) {
      const response = await put({ ...settings, targets: [{ ...target, cbm }] });
      expect(response.statusCode, String(cbm)).toBe(422);
      expect(response.json().detail, String(cbm)).toEqual([
        { loc: ['body', 'targets', 0, 'cbm'], msg: settingsMessages.cbmDecimals, type: 'custom' },
      ]);
    }
    const unchanged = (await t.app.inject({ method: 'GET', url, headers: admin })).json();
    expect(unchanged.targets).toEqual(before.targets);
    const exact = await put({ ...settings, targets: [{ ...target, cbm: 1234.567 }] });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().targets).toEqual([{ ...target, cbm: 1234.567 }]);
    expect((await put(settings)).statusCode).toBe(200);
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

  it('keeps storage tariffs per cargo class with their free days, tiers and VAT, and refuses tiers out of order', async () => {
    const storage = {
      cargo_class: 'import',
      free_days: 5,
      rate_per_day: '12',
      tiers: [
        { from_day: 31, rate_per_day: '24.00' },
        { from_day: 61, rate_per_day: '36.5' },
      ],
      vat_percent: '12',
      effective_from: '2025-01-01',
    };
    const saved = await put({
      ...settings,
      storage_tariffs: [storage, { ...storage, cargo_class: 'export', free_days: 4, tiers: [] }],
    });
    expect(saved.statusCode).toBe(200);
    const read = (await t.app.inject({ method: 'GET', url, headers: admin })).json();
    expect(read.storageTariffs).toEqual([
      {
        cargoClass: 'export',
        basis: 'revenueTon',
        freeDays: 4,
        ratePerDay: '12.00',
        tiers: [],
        vatPercent: '12.00',
        effectiveFrom: '2025-01-01',
      },
      {
        cargoClass: 'import',
        basis: 'revenueTon',
        freeDays: 5,
        ratePerDay: '12.00',
        tiers: [
          { fromDay: 31, ratePerDay: '24.00' },
          { fromDay: 61, ratePerDay: '36.50' },
        ],
        vatPercent: '12.00',
        effectiveFrom: '2025-01-01',
      },
    ]);
    const refused = await put({
      ...settings,
      storage_tariffs: [
        { ...storage, free_days: 366, cargo_class: 'bulk' },
        {
          ...storage,
          tiers: [
            { from_day: 5, rate_per_day: '1' },
            { from_day: 40, rate_per_day: '1' },
            { from_day: 40, rate_per_day: '2' },
          ],
        },
        { ...storage, rate_per_day: '-1' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail.map((issue: { loc: unknown[]; msg: string }) => [issue.loc, issue.msg])).toEqual([
      [['body', 'storage_tariffs', 0, 'cargo_class'], storageMessages.cargoClassInvalid],
      [['body', 'storage_tariffs', 0, 'free_days'], storageMessages.freeDaysInvalid],
      [['body', 'storage_tariffs', 1, 'tiers', 0, 'from_day'], storageMessages.tierDayInvalid],
      [['body', 'storage_tariffs', 1, 'tiers', 2, 'from_day'], storageMessages.tiersOrder],
      [['body', 'storage_tariffs', 2, 'rate_per_day'], storageMessages.storageRateInvalid],
    ]);
    const twice = await put({ ...settings, storage_tariffs: [storage, { ...storage, free_days: 3 }] });
    expect(twice.json().detail.map((issue: { loc: unknown[]; msg: string }) => [issue.loc, issue.msg])).toEqual([
      [['body', 'storage_tariffs', 1, 'effective_from'], storageMessages.storageTariffsDuplicate],
    ]);
    expect((await t.app.inject({ method: 'GET', url, headers: admin })).json().storageTariffs).toHaveLength(2);
    // A save that leaves them out (a page of an older version) keeps them; an empty list removes them.
    expect((await put(settings)).json().storageTariffs).toHaveLength(2);
    expect((await put({ ...settings, storage_tariffs: [] })).json().storageTariffs).toEqual([]);
  });

  it('writes one audit entry with the document before and after', async () => {
    await put({ ...settings, time_zone: 'UTC', targets: [] });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'app_settings'))
      .orderBy(desc(auditLog.id))
      .limit(1);
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

  it("keeps the contact page's addresses, hours, phone and e-mail, trimmed and bounded", async () => {
    const contact = {
      contact_addresses: [
        { label: 'Main office ', address: ' Pier 3, North Harbor, Manila' },
        { label: 'Warehouse', address: 'Gate 2, Radial Road 10, Manila' },
      ],
      office_hours: 'Monday to Friday, 8:00 to 17:00',
      contact_phone: '+63 2 8000 0000',
      contact_email: ' info@acme.example ',
    };
    expect((await put({ ...settings, ...contact })).json()).toMatchObject({
      contactAddresses: [
        { label: 'Main office', address: 'Pier 3, North Harbor, Manila' },
        { label: 'Warehouse', address: 'Gate 2, Radial Road 10, Manila' },
      ],
      officeHours: 'Monday to Friday, 8:00 to 17:00',
      contactPhone: '+63 2 8000 0000',
      contactEmail: 'info@acme.example',
    });
    const refusals: [object, (string | number)[], string][] = [
      [{ contact_email: 'info at acme' }, ['body', 'contact_email'], 'Invalid email address'],
      [
        { contact_addresses: [{ label: ' ', address: 'Pier 3' }] },
        ['body', 'contact_addresses', 0, 'label'],
        'Each address needs its label, at most 100 characters',
      ],
      [
        { contact_addresses: [{ label: 'Office', address: 'x'.repeat(501) }] },
        ['body', 'contact_addresses', 0, 'address'],
        'Each address needs its text, at most 500 characters',
      ],
      [
        { contact_addresses: Array.from({ length: 11 }, () => ({ label: 'Office', address: 'Pier 3' })) },
        ['body', 'contact_addresses'],
        'At most 10 addresses',
      ],
      [{ office_hours: 'x'.repeat(501) }, ['body', 'office_hours'], 'Office hours must be at most 500 characters'],
      [{ contact_phone: '1'.repeat(101) }, ['body', 'contact_phone'], 'Phone must be at most 100 characters'],
    ];
    for (const [change, loc, msg] of refusals) {
      const refused = await put({ ...settings, ...contact, ...change });
      expect(refused.statusCode, msg).toBe(422);
      expect(refused.json().detail).toEqual([expect.objectContaining({ loc, msg })]);
    }
    // A document saved without them (an older screen) leaves them blank.
    expect((await put(settings)).json()).toMatchObject({ contactAddresses: [], contactEmail: '' });
  });

  it('is for admins only', async () => {
    expect((await t.injectAs('finance', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs('commercial', { method: 'PUT', url, payload: settings })).statusCode).toBe(403);
  });

  it('tells every signed-in role the time zone that an admin saved, and nobody signed out', async () => {
    expect((await put({ ...settings, time_zone: 'Asia/Tokyo' })).statusCode).toBe(200);
    for (const role of ['finance', 'client', 'guard'] as const) {
      const response = await t.injectAs(role, { method: 'GET', url: `${url}/time-zone` });
      expect(response.json()).toMatchObject({ timeZone: 'Asia/Tokyo' });
    }
    expect((await t.app.inject({ method: 'GET', url: `${url}/time-zone` })).statusCode).toBe(401);
    expect((await put(settings)).statusCode).toBe(200);
  });

  it("tells today on the terminal's calendar, the day the dashboards' default periods are taken from", async () => {
    // Fourteen hours ahead of UTC and eleven behind: two calendar days apart at every hour.
    const dayAt = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 10);
    for (const [timeZone, hours] of [
      ['Pacific/Kiritimati', 14],
      ['Pacific/Pago_Pago', -11],
    ] as const) {
      expect((await put({ ...settings, time_zone: timeZone })).statusCode).toBe(200);
      const before = dayAt(hours);
      const answer = (await t.injectAs('checker', { method: 'GET', url: `${url}/time-zone` })).json();
      expect(answer.timeZone).toBe(timeZone);
      expect([before, dayAt(hours)]).toContain(answer.today);
    }
    expect((await put(settings)).statusCode).toBe(200);
  });

  it('shows a seller name stored before its characters were checked, for the admin to correct it', async () => {
    expect((await put(settings)).statusCode).toBe(200);
    const turned = 'ACME \u202ESECIVRES';
    await t.db.update(appSettings).set({ registeredName: turned, registeredAddress: 'Pier\u200F 9' });
    const read = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ registeredName: turned, registeredAddress: 'Pier\u200F 9' });
    const kept = await put({ ...settings, registered_name: turned });
    expect(kept.statusCode).toBe(422);
    expect(kept.json().detail).toEqual([
      { loc: ['body', 'registered_name'], msg: boundsMessages.invisibleInName, type: 'custom' },
    ]);
    expect((await put({ ...settings, registered_name: 'ACME SERVICES' })).json().registeredName).toBe('ACME SERVICES');
  });
});

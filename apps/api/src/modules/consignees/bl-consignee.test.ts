import { boundsMessages } from '@portside/contracts/bounds';
import { consigneeMessages as messages } from '@portside/contracts/consignees';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, consignees, items } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompany, buildConsignee, buildItem, buildKind } from '../../test/factories';
import { buildBillingInvoice } from '../official-receipts/test/test-data';

/** Issue 26 point 1: a BL whose consignee is not in the registry, matched or registered where it is met. */
let t: TestApp;
let kindId = 0;
let mindanaoId = 0;
beforeAll(async () => {
  t = await createTestApp();
  kindId = (await buildKind(t.db, { name: 'Consignee' })).id;
  const mindanao = await buildCompany(t.db, { name: 'Mindanao Rice Traders Inc.', tin: '111-222-333-00000', kindId });
  mindanaoId = (await buildConsignee(t.db, { name: 'MINDANAO RICE TRADERS INC.', companyId: mindanao.id })).id;
});
afterAll(() => t.close());

const read = (itemId: number, role: 'finance' | 'commercial' | 'guard' = 'finance') =>
  t.injectAs(role, { method: 'GET', url: `/api/items/${itemId}/consignee` });
const assign = (itemId: number, consigneeId: number, role: 'finance' | 'commercial' | 'guard' = 'finance') =>
  t.injectAs(role, { method: 'PUT', url: `/api/items/${itemId}/consignee`, payload: { consigneeId } });
const register = (payload: object, role: 'finance' | 'commercial' | 'client' = 'commercial') =>
  t.injectAs(role, { method: 'POST', url: '/api/consignees/register', payload });
const counts = async () => ({
  companies: (await t.db.select({ n: count() }).from(companies))[0]?.n,
  consignees: (await t.db.select({ n: count() }).from(consignees))[0]?.n,
});

describe('GET and PUT /items/{id}/consignee', () => {
  it('shows a BL’s printed consignee with the registry’s suggestion, and ties it to the registry, audited', async () => {
    const bl = await buildItem(t.db, { consignee: 'MINDANAO RICE TRADERS', consigneeId: null });
    const before = await read(bl.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      itemId: bl.id,
      blNo: bl.blNo,
      printed: 'MINDANAO RICE TRADERS',
      registered: null,
      buyer: { name: 'MINDANAO RICE TRADERS', tin: null },
      suggestion: { id: mindanaoId, name: 'MINDANAO RICE TRADERS INC.', matchScore: expect.any(Number) },
      billed: false,
    });
    expect((await read(bl.id, 'commercial')).statusCode).toBe(200);
    expect((await read(bl.id, 'guard')).statusCode).toBe(403);
    expect((await assign(bl.id, mindanaoId, 'guard')).statusCode).toBe(403);

    const tied = await assign(bl.id, mindanaoId);
    expect(tied.statusCode).toBe(200);
    expect(tied.json()).toMatchObject({
      registered: { id: mindanaoId, companyName: 'Mindanao Rice Traders Inc.' },
      buyer: { name: 'Mindanao Rice Traders Inc.', tin: '111-222-333-00000' },
      suggestion: null,
    });
    const [audit] = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(bl.id)));
    expect(audit).toEqual({ before: { consigneeId: null }, after: { consigneeId: mindanaoId } });
  });

  it('refuses a billed BL, an unknown consignee and an unknown BL, changing nothing', async () => {
    const bl = await buildItem(t.db, { consignee: 'SOMEONE', consigneeId: null });
    await buildBillingInvoice(t.db, { itemId: bl.id });
    expect((await read(bl.id)).json().billed).toBe(true);
    const billed = await assign(bl.id, mindanaoId);
    expect([billed.statusCode, billed.json().detail]).toEqual([
      409,
      `BL ${bl.blNo} is billed already: its invoice keeps the buyer it was issued to. Cancel the invoice first.`,
    ]);
    const open = await buildItem(t.db, { consignee: 'SOMEONE ELSE', consigneeId: null });
    expect((await assign(open.id, 999_999)).json()).toEqual({ detail: messages.notFound });
    expect((await read(999_999)).statusCode).toBe(404);
    const [row] = await t.db.select({ consigneeId: items.consigneeId }).from(items).where(eq(items.id, bl.id));
    expect(row?.consigneeId).toBeNull();
  });
});

describe('POST /consignees/register', () => {
  it('registers a consignee of a new company with its TIN and address, ties the BL to it, audited', async () => {
    const bl = await buildItem(t.db, { consignee: 'PANAY SUGAR CENTRAL', consigneeId: null });
    const created = await register(
      {
        name: ' Panay Sugar Central ',
        item_id: bl.id,
        company: {
          name: 'Panay Sugar Central Inc.',
          kind_id: kindId,
          tin: '004-512-338-00000',
          registered_address: 'Lot 5, Port Area, Iloilo City',
        },
      },
      'finance',
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      consigneeId: expect.any(Number),
      bl: expect.objectContaining({
        registered: {
          id: created.json().consigneeId,
          name: 'Panay Sugar Central',
          companyId: expect.any(Number),
          companyName: 'Panay Sugar Central Inc.',
        },
        buyer: { name: 'Panay Sugar Central Inc.', tin: '004-512-338-00000' },
      }),
    });
    const [company] = await t.db.select().from(companies).where(eq(companies.name, 'Panay Sugar Central Inc.'));
    expect(company).toMatchObject({ isClient: true, registeredAddress: 'Lot 5, Port Area, Iloilo City' });
    const audited = await t.db.select({ entity: auditLog.entity }).from(auditLog).where(eq(auditLog.action, 'create'));
    expect(audited.map((row) => row.entity)).toEqual(expect.arrayContaining(['companies', 'consignees']));
  });

  it('registers a consignee of an existing client company, and refuses every wrong body with nothing written', async () => {
    const before = await counts();
    const cases: [object, number, unknown][] = [
      [{ name: 'X' }, 422, [expect.objectContaining({ msg: messages.companyChoice })]],
      [
        {
          name: 'X',
          company_id: mindanaoId,
          company: { name: 'Y', kind_id: kindId, tin: '004-512-338-00000', registered_address: '1 Port Rd.' },
        },
        422,
        [expect.objectContaining({ msg: messages.companyChoice })],
      ],
      [
        { name: 'X', company: { name: 'Y', kind_id: kindId, tin: '004-512-338', registered_address: '1 Port Rd.' } },
        422,
        [expect.objectContaining({ msg: 'TIN must be written with its branch code: 000-123-456-00000' })],
      ],
      [
        {
          name: 'mindanao rice traders inc.',
          company: { name: 'New Co.', kind_id: kindId, tin: '004-512-338-00000', registered_address: '1 Port Rd.' },
        },
        409,
        messages.duplicate,
      ],
      [
        {
          name: 'New Name',
          company: {
            name: 'MINDANAO RICE TRADERS INC.',
            kind_id: kindId,
            tin: '004-512-338-00000',
            registered_address: '1 Port Rd.',
          },
        },
        409,
        'A company with this name already exists.',
      ],
      [
        {
          name: 'New Name',
          company: { name: 'Other Co.', kind_id: 999_999, tin: '004-512-338-00000', registered_address: '1 Port Rd.' },
        },
        409,
        'The chosen kind of company does not exist.',
      ],
      [{ name: 'New Name', company_id: (await buildCompany(t.db, { isClient: false })).id }, 409, messages.notClient],
      [
        { name: 'EVIL\u202eCORP', company_id: 1 },
        422,
        [expect.objectContaining({ msg: boundsMessages.invisibleInName })],
      ],
      [
        {
          name: 'Fine',
          company: {
            name: 'Bell\u0007 Co.',
            kind_id: kindId,
            tin: '004-512-338-00000',
            registered_address: '1 Port Rd.',
          },
        },
        422,
        [expect.objectContaining({ msg: boundsMessages.invisibleInName })],
      ],
    ];
    const baseline = await counts();
    for (const [payload, status, detail] of cases) {
      const response = await register(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().detail, JSON.stringify(payload)).toEqual(detail);
    }
    expect(await counts()).toEqual(baseline);
    expect(baseline.companies).toBe((before.companies ?? 0) + 1);
    const mindanaoCompany = (
      await t.db.select({ companyId: consignees.companyId }).from(consignees).where(eq(consignees.id, mindanaoId))
    )[0]?.companyId;
    const ok = await register({ name: 'MINDANAO RICE (DAVAO BRANCH)', company_id: mindanaoCompany });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().bl).toBeNull();
    expect((await register({ name: 'Z', company_id: mindanaoCompany }, 'client')).statusCode).toBe(403);
  });
});

describe('completing a tied BL’s buyer: PUT /consignees/{id}/company and PUT /companies/{id}/tin', () => {
  it('gives a consignee without company its company, once; records a company’s missing TIN, once; audited', async () => {
    const lone = await buildConsignee(t.db, { name: 'LONE TRADER', companyId: null });
    const bl = await buildItem(t.db, { consignee: 'LONE TRADER', consigneeId: lone.id });
    expect((await read(bl.id)).json().buyer).toEqual({ name: 'LONE TRADER', tin: null });
    const give = (payload: object, role: 'finance' | 'guard' = 'finance') =>
      t.injectAs(role, { method: 'PUT', url: `/api/consignees/${lone.id}/company`, payload });
    const newCompany = {
      company: {
        name: 'Lone Trader Corp.',
        kind_id: kindId,
        tin: '333-444-555-00000',
        registered_address: '1 Port Rd.',
      },
    };
    expect((await give(newCompany, 'guard')).statusCode).toBe(403);
    expect((await give({})).json().detail[0].msg).toBe(messages.companyChoice);
    expect((await give(newCompany)).statusCode).toBe(204);
    expect((await read(bl.id)).json().buyer).toEqual({ name: 'Lone Trader Corp.', tin: '333-444-555-00000' });
    const again = await give({ company_id: 1 });
    expect([again.statusCode, again.json().detail]).toEqual([
      409,
      'Consignee LONE TRADER belongs to Lone Trader Corp. already: the admin changes it in the consignee registry.',
    ]);

    const bare = await buildCompany(t.db, { name: 'Bare Co.', kindId });
    const bareConsignee = await buildConsignee(t.db, { name: 'BARE CO', companyId: bare.id });
    const bareBl = await buildItem(t.db, { consignee: 'BARE CO', consigneeId: bareConsignee.id });
    const tin = (payload: object) =>
      t.injectAs('finance', { method: 'PUT', url: `/api/companies/${bare.id}/tin`, payload });
    expect((await tin({ tin: '123' })).json().detail[0].msg).toBe(
      'TIN must be written with its branch code: 000-123-456-00000',
    );
    expect((await tin({ tin: '444-555-666-00000', registered_address: '1 Bare St.' })).statusCode).toBe(204);
    expect((await read(bareBl.id)).json().buyer).toEqual({ name: 'Bare Co.', tin: '444-555-666-00000' });
    const recorded = await tin({ tin: '999-999-999-00000' });
    expect([recorded.statusCode, recorded.json().detail]).toEqual([
      409,
      'Company Bare Co. has its TIN recorded already: the admin changes it in the company registry.',
    ]);
    expect(
      (
        await t.injectAs('finance', {
          method: 'PUT',
          url: '/api/companies/999999/tin',
          payload: { tin: '444-555-666-00000' },
        })
      ).statusCode,
    ).toBe(404);
    const agent = await buildCompany(t.db, { name: 'Some Shipping Agency', kindId, isClient: false });
    const notBuyer = await t.injectAs('finance', {
      method: 'PUT',
      url: `/api/companies/${agent.id}/tin`,
      payload: { tin: '444-555-666-00000', registered_address: 'Pier 1' },
    });
    expect([notBuyer.statusCode, notBuyer.json().detail]).toEqual([
      409,
      'Company Some Shipping Agency buys nothing here: only a client company of a registry consignee is given its TIN here.',
    ]);
    const noAddress = await buildCompany(t.db, { name: 'No Address Co.', kindId });
    await buildConsignee(t.db, { name: 'NO ADDRESS CO', companyId: noAddress.id });
    const missing = await t.injectAs('finance', {
      method: 'PUT',
      url: `/api/companies/${noAddress.id}/tin`,
      payload: { tin: '444-555-666-00000' },
    });
    expect(missing.json().detail).toEqual([expect.objectContaining({ msg: messages.addressRequired })]);
    const kept = await buildCompany(t.db, { name: 'Kept Address Co.', kindId, registeredAddress: '9 Old Rd.' });
    await buildConsignee(t.db, { name: 'KEPT ADDRESS CO', companyId: kept.id });
    const keptAnswer = await t.injectAs('finance', {
      method: 'PUT',
      url: `/api/companies/${kept.id}/tin`,
      payload: { tin: '444-555-666-00000', registered_address: 'New Rd.' },
    });
    expect(keptAnswer.statusCode).toBe(204);
    const [keptRow] = await t.db.select().from(companies).where(eq(companies.id, kept.id));
    expect(keptRow).toMatchObject({ tin: '444-555-666-00000', registeredAddress: '9 Old Rd.' });
    const audits = await t.db
      .select({ entity: auditLog.entity, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'update'));
    expect(audits).toEqual(
      expect.arrayContaining([
        { entity: 'consignees', after: { companyId: expect.any(Number) } },
        { entity: 'companies', after: { tin: '444-555-666-00000', registeredAddress: '1 Bare St.' } },
      ]),
    );
  });
});

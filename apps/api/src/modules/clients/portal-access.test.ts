import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompany } from '../../test/factories';

let t: TestApp;
let commercial: Record<string, string>;
let clientCompany: { id: number; name: string };
let otherCompany: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
  clientCompany = await buildCompany(t.db, { name: 'Mindanao Rice Traders', isClient: true });
  otherCompany = await buildCompany(t.db, { name: 'Davao Trucking Co.', isClient: false });
});
afterAll(() => t.close());

let serial = 0;
/** A client of the registry, of the client company unless told otherwise. */
async function addClient(companyId: number | null = clientCompany.id) {
  const n = ++serial;
  const [row] = await t.db
    .insert(clients)
    .values({
      firstName: 'Maria',
      middleName: 'Santos',
      lastName: `Reyes ${n}`,
      companyId,
      email: `maria.reyes${n}@rice.example.ph`,
      mobileNumber: '09171234567',
    })
    .returning();
  if (!row) throw new Error('no client');
  return row;
}

const give = (clientId: number, payload: Record<string, unknown>, headers = commercial) =>
  t.app.inject({ method: 'POST', url: `/api/clients/${clientId}/portal-access`, headers, payload });
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n;

describe('POST /api/clients/{id}/portal-access', () => {
  it("creates a client user of the client's company, named as the client, who signs in; the list shows it", async () => {
    const client = await addClient();
    const response = await give(client.id, { username: 'maria.portal', password: 'rice-harbour-26' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: `Maria Santos ${client.lastName}`,
      username: 'maria.portal',
      role: 'client',
      isActive: true,
      createdAt: expect.any(String),
      companyId: clientCompany.id,
      companyName: 'Mindanao Rice Traders',
    });
    const [row] = await t.db.select().from(users).where(eq(users.username, 'maria.portal'));
    expect(row).toMatchObject({ clientId: client.id, companyId: clientCompany.id, role: 'client' });
    const login = await t.login('maria.portal', 'rice-harbour-26');
    expect(login.statusCode).toBe(200);

    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/clients?q=${client.email}`, headers: commercial })
    ).json();
    expect(listed.data).toEqual([
      expect.objectContaining({ id: client.id, portalUsername: 'maria.portal', companyIsClient: true }),
    ]);
  });

  it('is audited on the user, with the client record and never the password', async () => {
    const client = await addClient();
    const { user, headers } = await t.signIn('commercial');
    const created = (
      await give(client.id, { username: 'audited.portal', password: 'rice-harbour-26' }, headers)
    ).json();
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(created.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: user.id,
      action: 'create',
      after: { username: 'audited.portal', role: 'client', companyId: clientCompany.id, clientId: client.id },
    });
    expect(JSON.stringify(entries[0])).not.toMatch(/password|argon2/i);
  });

  it('gives one sign-in per client: a second is refused with 409 and writes nothing', async () => {
    const client = await addClient();
    expect((await give(client.id, { username: 'first.portal', password: 'rice-harbour-26' })).statusCode).toBe(201);
    const before = await userCount();
    const again = await give(client.id, { username: 'second.portal', password: 'rice-harbour-26' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This client already has a portal sign-in.' });
    expect(await userCount()).toBe(before);
  });

  it('gives one sign-in per client also when two clerks ask at once', async () => {
    const client = await addClient();
    const answers = await Promise.all([
      give(client.id, { username: 'racing.one', password: 'rice-harbour-26' }),
      give(client.id, { username: 'racing.two', password: 'rice-harbour-26' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      detail: 'This client already has a portal sign-in.',
    });
    expect(await t.db.select({ n: count() }).from(users).where(eq(users.clientId, client.id))).toEqual([{ n: 1 }]);
  });

  it('refuses a client without a company, or whose company is not a client company', async () => {
    const before = await userCount();
    const alone = await give((await addClient(null)).id, { username: 'alone.portal', password: 'rice-harbour-26' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toEqual({
      detail: 'This client belongs to no company. Choose its company before giving it a portal sign-in.',
    });
    const trucker = await addClient(otherCompany.id);
    const notClient = await give(trucker.id, { username: 'trucker.portal', password: 'rice-harbour-26' });
    expect(notClient.statusCode).toBe(409);
    expect(notClient.json()).toEqual({
      detail:
        "This client's company is not a client company. Mark the company as a client before giving a portal sign-in.",
    });
    expect(await userCount()).toBe(before);
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/clients?q=${trucker.email}`, headers: commercial })
    ).json();
    expect(listed.data).toEqual([expect.objectContaining({ portalUsername: null, companyIsClient: false })]);
  });

  it('refuses a username taken in any case with the spec 409 sentence', async () => {
    await t.makeUser('finance', { username: 'Taken.Name' });
    const response = await give((await addClient()).id, { username: 'taken.name', password: 'rice-harbour-26' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Username already exists. Please choose another one.' });
  });

  it('answers 404 for a client that does not exist', async () => {
    const response = await give(999_999, { username: 'ghost.portal', password: 'rice-harbour-26' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Client not found.' });
  });

  it('keeps the password rules of a new user (422 on each field)', async () => {
    const response = await give((await addClient()).id, { username: ' ', password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail.map((d: { loc: string[]; msg: string }) => [d.loc.join('.'), d.msg])).toEqual([
      ['body.username', 'Username is required'],
      ['body.password', 'Password must be at least 8 characters.'],
    ]);
  });

  it('is for commercial only', async () => {
    const client = await addClient();
    for (const role of ['admin', 'finance', 'client'] as const) {
      const response = await t.injectAs(role, {
        method: 'POST',
        url: `/api/clients/${client.id}/portal-access`,
        payload: { username: `${role}.made`, password: 'rice-harbour-26' },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await t.db.select({ n: count() }).from(users).where(eq(users.clientId, client.id))).toEqual([{ n: 0 }]);
  });
});

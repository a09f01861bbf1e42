import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { rollupDrift } from '../db/rollups/rebuild';
import { officialReceipts } from '../db/schema/index';
import { failureLimits } from '../modules/auth/throttle';
import { buildBillingInvoice } from '../modules/official-receipts/test/test-data';
import { testSecret } from '../test/app';
import { openTestDatabase, urlOf } from '../test/database';
import { buildUser, testPassword } from '../test/factories';
import { databaseUrl, onServer, serverUrlOf, testDatabaseName } from '../test/postgres';

/**
 * Two API instances on one database, as two machines behind a load balancer: on PostgreSQL each with its own pool
 * (its own connections, like another machine's); the embedded database opens in one process only, so there both
 * share it. Everything they must agree on is in the database, or in Redis (the rate limit) when there is one.
 */
let database: Database;
let second: Database;
let a: App;
let b: App;
beforeAll(async () => {
  database = await openTestDatabase();
  const url = process.env.TEST_DB === 'postgres' ? urlOf(database) : undefined;
  second = url ? await openDatabase({ url }) : database;
  const config = { jwtSecret: testSecret, logLevel: 'silent', requestsPerMinute: 1_000_000 };
  a = await buildApp({ config, database });
  b = await buildApp({ config, database: second });
});
afterAll(async () => {
  await a.close();
  await b.close();
  if (second !== database) await second.close();
  await database.close();
});

const signIn = (app: App, username: string, password = testPassword, remoteAddress = '10.1.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

describe('two API instances on one database', () => {
  it('a session ended on one is refused on the other at once', async () => {
    const user = await buildUser(database.db, { role: 'commercial' });
    const token = (await signIn(a, user.username)).json().accessToken;
    const headers = { authorization: `Bearer ${token}` };
    expect((await b.inject({ method: 'GET', url: '/api/vessels', headers })).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBeLessThan(300);
    expect((await b.inject({ method: 'GET', url: '/api/vessels', headers })).statusCode).toBe(401);
  });

  it('counts sign-in failures through both together', async () => {
    const user = await buildUser(database.db, { role: 'finance' });
    const limit = failureLimits.perUsernameAndAddress;
    const answers: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt++) {
      answers.push((await signIn(attempt % 2 ? b : a, user.username, 'wrong password')).statusCode);
    }
    expect(answers).toEqual([...Array(limit).fill(401), 429]);
    // The right password is refused too, through either, while the minute lasts.
    expect((await signIn(b, user.username)).statusCode).toBe(429);
  });

  it('lets exactly one of the cashiers on both receipt an invoice', async () => {
    const { token } = await cashier();
    const invoice = await buildBillingInvoice(database.db, { invoiceNumber: 'BI-TWO-1' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => receipt(n % 2 ? b : a, token, `OR-TWO-${n}`, [invoice.id])),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
  });

  it('keeps the rollups exact after writers on both', async () => {
    const { token } = await cashier();
    const invoices = await Promise.all(
      Array.from({ length: 12 }, (_, n) => buildBillingInvoice(database.db, { invoiceNumber: `BI-ROLL-${n}` })),
    );
    const before = (await database.db.select({ n: count() }).from(officialReceipts))[0]?.n ?? 0;
    const responses = await Promise.all(
      invoices.map((invoice, n) => receipt(n % 2 ? b : a, token, `OR-ROLL-${n}`, [invoice.id])),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    expect((await database.db.select({ n: count() }).from(officialReceipts))[0]?.n).toBe(before + 12);
    expect(await rollupDrift(database.db)).toEqual([]);
  });
});

async function cashier() {
  const user = await buildUser(database.db, { role: 'finance' });
  return { token: (await signIn(a, user.username, testPassword, '10.2.0.1')).json().accessToken as string };
}

function receipt(app: App, token: string, orNumber: string, invoiceIds: number[]) {
  return app.inject({
    method: 'POST',
    url: '/api/official-receipts',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      or_number: orNumber,
      date_issued: '2025-01-20',
      billing_invoice_ids: invoiceIds,
      payments: invoiceIds.map((_id, n) => ({
        method: 'cheque',
        amount: '1100',
        bank: 'BPI',
        cheque_number: `${orNumber}-${n}`,
        cheque_date: '2025-01-20',
      })),
      withholdings: invoiceIds.map((id) => ({ billing_invoice_id: id, percent: '2' })),
    },
  });
}

describe.runIf(process.env.TEST_REDIS_URL)('the rate limit with REDIS_URL', () => {
  it('counts the requests through both instances together', async () => {
    const config = {
      jwtSecret: testSecret,
      logLevel: 'silent',
      requestsPerMinute: 6,
      redisUrl: process.env.TEST_REDIS_URL,
    };
    const [one, two] = [await buildApp({ config, database }), await buildApp({ config, database: second })];
    try {
      // An address of its own, so that no other run's counts meet this one's.
      const remoteAddress = `10.${randomBytes(3).join('.')}`;
      const answers: number[] = [];
      for (let call = 0; call < 7; call++) {
        const app = call % 2 ? two : one;
        answers.push((await app.inject({ method: 'GET', url: '/api/health', remoteAddress })).statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('machines starting at once', () => {
  it('migrate one after the other: each start succeeds and every migration runs once', async () => {
    const name = testDatabaseName('test');
    const serverUrl = serverUrlOf();
    await onServer(serverUrl, `create database ${name}`);
    const machines = await Promise.all([1, 2, 3].map(() => openDatabase({ url: databaseUrl(serverUrl, name) })));
    try {
      await Promise.all(machines.map((machine) => machine.migrate()));
      for (const machine of machines) expect(await machine.pendingMigrations()).toBe(0);
    } finally {
      for (const machine of machines) await machine.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    }
  });
});

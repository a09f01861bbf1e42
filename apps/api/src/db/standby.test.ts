import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { testSecret } from '../test/app';
import { openTestDatabase, urlOf } from '../test/database';
import { buildShippingAgent, buildUser, buildVessel, testPassword } from '../test/factories';
import { databaseUrl } from '../test/postgres';
import { type Database, openDatabase } from './client';
import { withStandby } from './standby';

/**
 * Against a real streaming standby of the test server (scripts/make-standby.sh; .ci/run makes it and sets
 * TEST_STANDBY_URL): the test database, made on the primary, is replayed there. Replay is paused to make the standby
 * visibly behind.
 */
const standbyServer = process.env.TEST_STANDBY_URL ?? '';
const config = { jwtSecret: testSecret, logLevel: 'silent', requestsPerMinute: 1_000_000 };

let primary: Database;
let primaryUrl: string;
let standbyUrl: string;
const opened: Database[] = [];
const apps: App[] = [];

async function onStandby(statement: string) {
  const client = new pg.Client({ connectionString: standbyServer });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 20_000) {
  for (const deadline = Date.now() + ms; !(await check()); ) {
    if (Date.now() > deadline) throw new Error(`Not within ${ms / 1000} s: ${what}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** An app whose database reads from the standby when it can, the standby allowed `maxLag` seconds. */
async function routedApp(maxLag: number, url = standbyUrl) {
  const database = await withStandby(
    await openDatabase({ url: primaryUrl }),
    { primary: primaryUrl, standby: url },
    maxLag,
  );
  opened.push(database);
  const app = await buildApp({ config, database });
  apps.push(app);
  const signIn = async () => {
    const user = await buildUser(primary.db, { role: 'commercial' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: testPassword },
    });
    return { authorization: `Bearer ${login.json().accessToken}` };
  };
  const vesselNames = async (headers: Record<string, string>, search: string) =>
    (await app.inject({ method: 'GET', url: `/api/vessels?search=${search}`, headers }))
      .json()
      .data.map((vessel: { name: string }) => vessel.name)
      .filter((name: string) => name.includes(search));
  return { app, database, signIn, vesselNames };
}

describe.runIf(process.env.TEST_DB === 'postgres' && standbyServer)(
  'reads from a hot standby (DATABASE_READ_URL)',
  () => {
    beforeAll(async () => {
      primary = await openTestDatabase();
      primaryUrl = urlOf(primary);
      standbyUrl = databaseUrl(standbyServer, new URL(primaryUrl).pathname.slice(1));
      await until(async () => {
        const probe = new pg.Client({ connectionString: standbyUrl });
        return probe.connect().then(
          () => probe.end().then(() => true),
          () => false,
        );
      }, 'the test database on the standby');
    }, 60_000);
    afterAll(async () => {
      await onStandby('select pg_wal_replay_resume()');
      for (const app of apps) await app.close();
      for (const database of opened) await database.close();
      await primary?.close();
    });

    it('reads a list from the standby, and a session that just wrote from the primary', async () => {
      const { app, database, signIn, vesselNames } = await routedApp(30);
      const [writer, reader] = [await signIn(), await signIn()];
      const agent = await buildShippingAgent(primary.db);
      await until(() => database.standby?.usable() === true, 'the standby caught up');
      await onStandby('select pg_wal_replay_pause()');
      try {
        const created = await app.inject({
          method: 'POST',
          url: '/api/vessels',
          headers: writer,
          payload: { name: 'MV REPLICA ALPHA', voyage_number: 'S1', company_id: agent.id },
        });
        expect(created.statusCode).toBe(201);
        // The writer sees its vessel at once (the primary); another clerk reads the standby, which has not replayed it.
        expect(await vesselNames(writer, 'ALPHA')).toEqual(['MV REPLICA ALPHA']);
        expect(database.standby?.usable()).toBe(true);
        const sent = database.standby?.queries() ?? 0;
        expect(await vesselNames(reader, 'ALPHA')).toEqual([]);
        expect(database.standby?.queries()).toBeGreaterThan(sent);
        // Asked fresh (a live page loading again after an event): the primary, which has it.
        expect(await vesselNames({ ...reader, 'cache-control': 'no-cache' }, 'ALPHA')).toEqual(['MV REPLICA ALPHA']);
        // A record's own page is not among the reads that may be old: the primary answers it.
        const items = await app.inject({
          method: 'GET',
          url: `/api/vessels/${created.json().id}/items`,
          headers: reader,
        });
        expect(items.statusCode).toBe(200);
      } finally {
        await onStandby('select pg_wal_replay_resume()');
      }
      await until(async () => (await vesselNames(reader, 'ALPHA')).length === 1, 'the standby replayed it');
    });

    it('reads from the primary while the standby is behind beyond the bound', async () => {
      const { app, database, signIn, vesselNames } = await routedApp(1);
      const reader = await signIn();
      await until(() => database.standby?.usable() === true, 'the standby caught up');
      await onStandby('select pg_wal_replay_pause()');
      try {
        await buildVessel(primary.db, { name: 'MV REPLICA BRAVO' });
        await until(() => database.standby?.usable() === false, 'the standby reported behind');
        expect(await vesselNames(reader, 'BRAVO')).toEqual(['MV REPLICA BRAVO']);
        const ready = (await app.inject({ method: 'GET', url: '/api/ready' })).json();
        expect(ready.standby.reads).toBe(false);
        expect(ready.standby.lagSeconds).toBeGreaterThan(1);
      } finally {
        await onStandby('select pg_wal_replay_resume()');
      }
    });

    it('reads from the primary when the standby is cut off from the primary, however complete its replay', async () => {
      const { database, signIn, vesselNames } = await routedApp(1);
      const reader = await signIn();
      await until(() => database.standby?.usable() === true, 'the standby caught up');
      const [{ primary_conninfo: conninfo }] = await onStandby('show primary_conninfo');
      const streaming = async () => (await onStandby('select status from pg_stat_wal_receiver')).length > 0;
      await onStandby("alter system set primary_conninfo = 'host=127.0.0.1 port=1'");
      await onStandby('select pg_reload_conf()');
      try {
        await until(async () => !(await streaming()), 'the standby cut off');
        await buildVessel(primary.db, { name: 'MV REPLICA DELTA' });
        await until(() => database.standby?.usable() === false, 'the standby reported behind');
        expect(await vesselNames(reader, 'DELTA')).toEqual(['MV REPLICA DELTA']);
      } finally {
        await onStandby(`alter system set primary_conninfo = '${conninfo.replaceAll("'", "''")}'`);
        await onStandby('select pg_reload_conf()');
      }
      await until(streaming, 'the standby streaming again');
      await until(() => database.standby?.usable() === true, 'the standby caught up again');
    });

    it('does not read a standby that is already behind when the process starts', async () => {
      await onStandby('select pg_wal_replay_pause()');
      try {
        await buildVessel(primary.db, { name: 'MV REPLICA ECHO' });
        const { database, signIn, vesselNames } = await routedApp(30);
        const reader = await signIn();
        expect(database.standby?.usable()).toBe(false);
        expect(database.standby?.lagSeconds()).toBeNull();
        await new Promise((wait) => setTimeout(wait, 2_500));
        expect(database.standby?.usable()).toBe(false);
        expect(await vesselNames(reader, 'ECHO')).toEqual(['MV REPLICA ECHO']);
      } finally {
        await onStandby('select pg_wal_replay_resume()');
      }
    });

    it("never reads another database than the primary's, nor the primary itself as a standby", async () => {
      for (const url of [standbyServer, primaryUrl]) {
        const { app, database, signIn, vesselNames } = await routedApp(30, url);
        const reader = await signIn();
        await buildVessel(primary.db, { name: 'MV REPLICA FOXTROT' });
        expect(database.standby?.usable()).toBe(false);
        expect(await vesselNames(reader, 'FOXTROT')).toContain('MV REPLICA FOXTROT');
        expect((await app.inject({ method: 'GET', url: '/api/ready' })).json().standby.reads).toBe(false);
      }
    });

    it('reads from the primary when the standby does not answer', async () => {
      const { app, signIn, vesselNames } = await routedApp(5, 'postgres://postgres@127.0.0.1:1/nowhere');
      const reader = await signIn();
      await buildVessel(primary.db, { name: 'MV REPLICA CHARLIE' });
      expect(await vesselNames(reader, 'CHARLIE')).toEqual(['MV REPLICA CHARLIE']);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json().standby).toEqual({
        reads: false,
        lagSeconds: null,
      });
    });
  },
);

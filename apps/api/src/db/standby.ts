import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { type Database, type Db, openDatabase } from './client';

/** Where the current request's reads may go: set per request by the app (app.ts), read by the routing Db. */
export const readTarget = new AsyncLocalStorage<{ standby: boolean }>();

/** The Db methods that only read: with a request's store saying so, they run on the standby. */
const readMethods = new Set<string | symbol>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'execute',
  'query',
  '$count',
  '$with',
  'with',
]);

/** How often the standby's lag is read. */
const probeMs = 1_000;

export type Standby = {
  /** The standby answered the last probe, within the lag allowed. */
  usable(): boolean;
  /** Seconds the standby's replay was behind at the last probe (null: it did not answer). */
  lagSeconds(): number | null;
  maxLagSeconds: number;
};

/**
 * The primary with a hot standby for reads (DATABASE_READ_URL): its `db` sends writes and transactions to the primary
 * always, and reads to the standby when the request allows it (readTarget: a GET whose user has not written lately,
 * app.ts) and the standby is usable: it answers, and its replay is within `maxLagSeconds` of what it received.
 * Otherwise, the standby down or behind, reads stay on the primary.
 */
export async function withStandby(primary: Database, url: string, maxLagSeconds: number): Promise<Database> {
  const standby = await openDatabase({ url, queryTimeoutMs: 10_000 });
  let lag: number | null = null;
  const probe = async () => {
    try {
      const result = await standby.db.execute(sql`select case
          when not pg_is_in_recovery() then null
          when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
          else extract(epoch from now() - pg_last_xact_replay_timestamp()) end as lag`);
      const row = (result as unknown as { rows: { lag: string | number | null }[] }).rows[0];
      lag = row?.lag === null || row?.lag === undefined ? null : Number(row.lag);
    } catch {
      lag = null;
    }
  };
  await probe();
  const timer = setInterval(probe, probeMs);
  timer.unref();
  const state: Standby = {
    usable: () => lag !== null && lag <= maxLagSeconds,
    lagSeconds: () => lag,
    maxLagSeconds,
  };
  const db = new Proxy(primary.db, {
    get(target, property, receiver) {
      const onStandby = readMethods.has(property) && readTarget.getStore()?.standby && state.usable();
      const source = onStandby ? standby.db : target;
      const value = Reflect.get(source, property, onStandby ? source : receiver);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  }) as Db;
  return {
    ...primary,
    db,
    standby: state,
    close: async () => {
      clearInterval(timer);
      await standby.close();
      await primary.close();
    },
  };
}

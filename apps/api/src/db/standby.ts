import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { processLog } from '../observability/process-log';
import { type Database, type Db, openDatabase } from './client';

/** Where the current request's reads may go: set per request by plugins/read-routing.ts, read by the routing Db. */
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

/** How often the lag is read; a reading older than `staleMs` (the probe hangs, fails) sends reads to the primary. */
const probeMs = 1_000;
const staleMs = 3_000;
/** How long one probe's connection or query may take. */
const probeTimeoutMs = 1_000;
/**
 * How long after a user's write their reads stay on the primary, beyond the lag allowed: a reading may be `staleMs`
 * old, and its probe took up to a second to read the primary's position (plugins/read-routing.ts).
 */
export const ownWriteMarginSeconds = (staleMs + probeTimeoutMs) / 1000 + 1;
/** The primary positions kept: a standby further behind than this reports at least this. */
const historyMs = 10 * 60_000;

export type Standby = {
  /** The standby answered the last probe, lately, and within the lag allowed. */
  usable(): boolean;
  /** How far behind the primary the standby's data is, in seconds (null: no recent answer, or behind since before
   * this process started, by a time it cannot know). */
  lagSeconds(): number | null;
  maxLagSeconds: number;
  /** Queries sent to the standby since the process started. */
  queries(): number;
};

type Position = { at: number; lsn: bigint };

/** One query on a probe's own connection, opened again after any failure. */
function probeConnection(url: string) {
  let client: pg.Client | null = null;
  return {
    async query(statement: string): Promise<Record<string, unknown>> {
      try {
        if (!client) {
          client = new pg.Client({
            connectionString: url,
            connectionTimeoutMillis: probeTimeoutMs,
            query_timeout: probeTimeoutMs,
            keepAlive: true,
          });
          client.on('error', () => {});
          await client.connect();
        }
        return (await client.query(statement)).rows[0] ?? {};
      } catch (error) {
        const failed = client;
        client = null;
        await failed?.end().catch(() => {});
        throw error;
      }
    },
    close: () => client?.end().catch(() => {}),
  };
}

/** Which cluster and database a connection reached, read with its WAL position. */
const identity = `(select system_identifier::text from pg_control_system()) as system, current_database() as database`;

/**
 * The standby's lag, as the age of the newest primary position it has replayed. Each probe notes the primary's WAL
 * position (pg_current_wal_lsn), then reads the standby's replayed one: the standby holds all that the primary held at
 * the newest noted time whose position it reached. A standby cut off from the primary so falls behind as soon as the
 * primary writes, however complete its replay of what it received; one that has reached no noted position yet (this
 * process just started) is behind by an unknown time, and not read. Probes run on connections of their own (not the
 * pools that requests wait on), one at a time, each within a second. A standby of another cluster or database
 * (DATABASE_READ_URL mistyped), or one promoted, is never read.
 */
function lagProbe(primaryUrl: string, standbyUrl: string) {
  const primary = probeConnection(primaryUrl);
  const standby = probeConnection(standbyUrl);
  const positions: Position[] = [];
  let reading: { at: number; lag: number; known: boolean } | null = null;
  let running = false;
  let failure = '';

  const read = async () => {
    // A monotonic clock: only the time between readings counts, and a clock stepped back must not reorder them.
    const at = performance.now();
    const written = await primary
      .query(`select (pg_current_wal_lsn() - '0/0'::pg_lsn)::text as lsn, ${identity}`)
      .catch((error: Error) => {
        throw new Error(`the primary (DATABASE_URL) did not answer the probe: ${error.message}`);
      });
    const replayed = await standby.query(
      `select pg_is_in_recovery() as recovering, (pg_last_wal_replay_lsn() - '0/0'::pg_lsn)::text as lsn, ${identity}`,
    );
    if (replayed.system !== written.system || replayed.database !== written.database)
      throw new Error(
        `DATABASE_READ_URL reaches the database ${replayed.database} of cluster ${replayed.system}, not a standby of ` +
          `${written.database} of cluster ${written.system} (DATABASE_URL)`,
      );
    if (!replayed.recovering || replayed.lsn === null)
      throw new Error('the standby is no longer in recovery (promoted)');
    positions.push({ at, lsn: BigInt(String(written.lsn)) });
    positions.splice(
      0,
      positions.findIndex((position) => position.at >= at - historyMs),
    );
    const reached = BigInt(String(replayed.lsn));
    const newestHeld = positions.findLast((position) => position.lsn <= reached);
    // None held: behind by at least the time since the first noted position, how much more is not known.
    const heldAt = newestHeld?.at ?? (positions[0]?.at ?? at) - probeMs;
    return { at, lag: (at - heldAt) / 1000, known: newestHeld !== undefined };
  };

  const probe = async () => {
    if (running) return;
    running = true;
    try {
      reading = await read();
      if (failure) processLog.info('The standby (DATABASE_READ_URL) answers again');
      failure = '';
    } catch (error) {
      reading = null;
      const message = error instanceof Error ? error.message : String(error);
      if (message !== failure) processLog.error(`The standby (DATABASE_READ_URL) is not read: ${message}`);
      failure = message;
    } finally {
      running = false;
    }
  };
  const fresh = () => (reading && performance.now() - reading.at <= staleMs ? reading : null);
  return {
    probe,
    lagSeconds: () => {
      const now = fresh();
      return now?.known ? now.lag : null;
    },
    /** Within `maxLagSeconds`, known to be, by a fresh reading. */
    within: (maxLagSeconds: number) => {
      const now = fresh();
      return now?.known === true && now.lag <= maxLagSeconds;
    },
    close: async () => {
      await primary.close();
      await standby.close();
    },
  };
}

/**
 * The primary with a hot standby for reads (DATABASE_READ_URL): its `db` sends writes and transactions to the primary
 * always, and reads to the standby when the request allows it (readTarget: a route that reads from the standby, for a
 * user who has not written lately; plugins/read-routing.ts) and the standby is usable: it answers, and its data is
 * within `maxLagSeconds` of the primary's. Otherwise, the standby down or behind, reads stay on the primary.
 */
export async function withStandby(
  primary: Database,
  urls: { primary: string; standby: string },
  maxLagSeconds: number,
): Promise<Database> {
  const standby = await openDatabase({ url: urls.standby, queryTimeoutMs: 10_000 });
  const lag = lagProbe(urls.primary, urls.standby);
  await lag.probe();
  const timer = setInterval(lag.probe, probeMs);
  timer.unref();
  let queries = 0;
  const state: Standby = {
    usable: () => lag.within(maxLagSeconds),
    lagSeconds: lag.lagSeconds,
    queries: () => queries,
    maxLagSeconds,
  };
  const db = new Proxy(primary.db, {
    get(target, property, receiver) {
      const onStandby = readMethods.has(property) && readTarget.getStore()?.standby && state.usable();
      if (onStandby) queries++;
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
      await lag.close();
      await standby.close();
      await primary.close();
    },
  };
}

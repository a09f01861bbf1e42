import type { SQL } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { sessionUserFinder } from '../../apps/api/src/modules/auth/sessions';
import { fetchStatus, timeCalls } from './time-requests';

/**
 * A call: its label, its path, and the SQL its route runs (the same statements, at once as the route runs them),
 * answering 200 once done; `budgetMs` when the call has a budget of its own (a drill-down step, a page) on PostgreSQL.
 */
export type Case = { label: string; path: string; sql: (db: Db) => Promise<number>; budgetMs?: number };

export const run =
  (...queries: SQL[]) =>
  async (db: Db) => {
    await Promise.all(queries.map((query) => db.execute(query)));
    return 200;
  };

/**
 * Median of 200 runs after 50 warm-up runs (the JIT compiles the response serialisers in the first few): a median of
 * 30 moved by 0.1 ms from one run of the bench to the next, as much as a cheap call costs over its SQL.
 */
const median = async (call: () => Promise<number>) => (await timeCalls(call, { runs: 200, warm: 50 })).median;
const ms = (value: number) => Number(value.toFixed(1));

/** The claims of a bearer token (its middle part), which the auth plugin reads once it has checked the signature. */
function tokenClaims(authorization: string): { sid: string; user_id: number } {
  const payload = authorization.replace(/^Bearer /, '').split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/**
 * Each call's median through HTTP beside its SQL's (the auth plugin's session check, which every call runs first, then
 * the route's own statements), and the first load's (`firstLoad`'s calls at once, when given). A call is within when
 * its median is under its budget and, when `ratioMax` is given, at most that times its SQL's (or, for SQL quicker than
 * an HTTP call itself, no more over its SQL than GET /api/auth/me takes in all).
 */
export async function timeBesideSql(
  served: { db: Db; address: string; authorization: string },
  { calls, firstLoad = [] }: { calls: Case[]; firstLoad?: Case[] },
  { budgetMs, ratioMax, firstLoadMs }: { budgetMs: number; ratioMax?: number; firstLoadMs?: number },
) {
  const get = (path: string) => fetchStatus(served.address, path, served.authorization);
  // Every call first finds its session and user (one prepared statement of the auth plugin): that is SQL of the call.
  const findSessionUser = sessionUserFinder(served.db);
  const token = tokenClaims(served.authorization);
  const withSession = (sql: (db: Db) => Promise<number>) => async () => {
    await findSessionUser(token);
    return sql(served.db);
  };
  // The whole server warm before anything is timed: each call's own warm-up runs alone warmed its route, while the
  // code every call shares (hooks, validation, the driver) was still being optimised for the first calls timed.
  for (const { path, sql } of calls) {
    for (let run = 0; run < 20; run++) {
      await get(path);
      await withSession(sql)();
    }
  }
  // What any signed-in call costs before its own work: the request, the session check, the answer.
  const floor = await median(() => get('/api/auth/me'));
  console.log(`A signed-in call that runs no report (GET /api/auth/me): ${ms(floor)} ms`);
  const table: Record<string, string | number>[] = [];
  let allWithin = true;
  for (const { label, path, sql, budgetMs: own } of calls) {
    const budget = own ?? budgetMs;
    let status = 0;
    const http = await median(async () => (status = await get(path)));
    const direct = await median(withSession(sql));
    const ratio = http / direct;
    // A call whose SQL takes less than an HTTP call's own cost cannot be within a ratio of it: it is within when it
    // costs no more over its SQL than a signed-in call that runs no query at all.
    const lean = ratioMax === undefined || ratio <= ratioMax || http - direct <= floor;
    const within = status === 200 && http <= budget && lean;
    allWithin &&= within;
    table.push({
      call: label,
      'median ms': ms(http),
      'SQL ms': ms(direct),
      'over SQL ms': ms(http - direct),
      ratio: Number(ratio.toFixed(2)),
      budget: ratioMax ? `${budget} ms, ${ratioMax}x` : `${budget} ms`,
      within: within ? 'yes' : `NO (${status})`,
    });
  }
  if (firstLoad.length > 0 && firstLoadMs !== undefined) {
    const atOnce = (each: (call: Case) => Promise<number>) => async () =>
      (await Promise.all(firstLoad.map(each))).every((status) => status === 200) ? 200 : 500;
    const loadHttp = await median(atOnce((call) => get(call.path)));
    const loadSql = await median(atOnce((call) => withSession(call.sql)()));
    allWithin &&= loadHttp <= firstLoadMs;
    table.push({
      call: `first load (${firstLoad.length} at once)`,
      'median ms': ms(loadHttp),
      'SQL ms': ms(loadSql),
      'over SQL ms': ms(loadHttp - loadSql),
      ratio: Number((loadHttp / loadSql).toFixed(2)),
      budget: `${firstLoadMs} ms`,
      within: loadHttp <= firstLoadMs ? 'yes' : 'NO',
    });
  }
  console.table(table);
  return allWithin;
}

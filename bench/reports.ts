/**
 * The dashboards' report calls (issue 13) at scale. On PostgreSQL, the demo data of 1,000,000 items over six years
 * (up to 2026-03-15): every call through the real HTTP server beside the same SQL run directly (the auth plugin's
 * session check, which every call runs first, then the route's own query builders, through db.execute), median under
 * 30 ms and within 1.5 times its SQL; the overview's first load (the six
 * calls /dashboard?year=2025 makes at once) under 300 ms. Then the embedded demo database (PGlite, 40,000 items, as
 * `npm start` makes it): every call under 150 ms.
 *   node --import tsx bench/reports.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (default: TEST_DATABASE_URL; --keep leaves the database portside_bench_reports, --reuse times it again without
 * generating, after applying any new migration)
 */
import type { SQL } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/api/src/db/client';
import { seedDemo } from '../apps/api/src/demo/seed';
import { sessionUserFinder } from '../apps/api/src/modules/auth/sessions';
import { agentSummaryQuery, agentVesselsQuery, readAgentSummary } from '../apps/api/src/modules/reports/agents';
import { categorySummaryQuery, netQuery, yearlyQuery } from '../apps/api/src/modules/reports/categories';
import {
  consigneeItemsQuery,
  consigneeSummaryQuery,
  parseConsigneeKey,
  readConsigneeSummary,
} from '../apps/api/src/modules/reports/consignees';
import { descriptionSummaryQuery } from '../apps/api/src/modules/reports/descriptions';
import { comparedThrough, overviewQuery } from '../apps/api/src/modules/reports/overview';
import { type ReportFilter, yearsPeriod } from '../apps/api/src/modules/reports/period';
import { targetSummaryQuery } from '../apps/api/src/modules/reports/targets';
import { trendFilter, trendQuery } from '../apps/api/src/modules/reports/trend';
import { terminalToday } from '../apps/api/src/modules/settings/service';
import { openDemoBench, serveBench } from './support/demo-bench';
import { fetchStatus, timeCalls } from './support/time-requests';

const today = '2026-03-15';
/** The last whole year of the demo, and its six years; this year (the filter bar's default). */
const year = 2025;
const thisYear = Number(today.slice(0, 4));
const oneYear: ReportFilter = { period: yearsPeriod(year, year), categories: ['stevedoring', 'arrastre'] };
const sixYears: ReportFilter = { period: yearsPeriod(2021, 2026), categories: ['stevedoring', 'arrastre'] };
const arrastre: ReportFilter = { ...oneYear, categories: ['arrastre'] };

/**
 * A call: its label, its path, and the SQL its route runs (the same statements, at once as the route runs them),
 * answering 200 once done.
 */
type Case = { label: string; path: string; sql: (db: Db) => Promise<number> };

const run =
  (...queries: SQL[]) =>
  async (db: Db) => {
    await Promise.all(queries.map((query) => db.execute(query)));
    return 200;
  };

/** Every call, on the largest agent and consignee of the year (the heaviest drill-downs). */
async function casesOf(db: Db): Promise<{ calls: Case[]; firstLoad: Case[] }> {
  const agent = (await readAgentSummary(db, oneYear)).data[0];
  const consignee = (await readConsigneeSummary(db, arrastre)).data[0];
  if (!agent || !consignee) throw new Error('the database has no volume in the year');
  const key = parseConsigneeKey(consignee.consigneeKey);
  const trend = { query: 'yearly', year, by: 'both' } as const;
  // What /dashboard?year=2025 asks at once: the cards, the contributors, the descriptions (the chosen year), and the
  // filter bar's consignees and stevedoring details (its default, this year, both categories).
  const bar = yearsPeriod(thisYear, thisYear);
  const firstLoad: Case[] = [
    {
      label: 'overview',
      path: `/api/reports/overview?year=${year}`,
      sql: async (db) => {
        await db.execute(overviewQuery(year, comparedThrough(year, await terminalToday(db))));
        return 200;
      },
    },
    {
      label: 'arrastre-summary (arrastre)',
      path: `/api/reports/arrastre-summary?year=${year}&category=arrastre`,
      sql: run(consigneeSummaryQuery(arrastre)),
    },
    {
      label: 'stevedoring-summary (stevedoring)',
      path: `/api/reports/stevedoring-summary?year=${year}&category=stevedoring`,
      sql: run(agentSummaryQuery({ ...oneYear, categories: ['stevedoring'] })),
    },
    {
      label: 'description-summary (5)',
      path: `/api/reports/description-summary?year=${year}&limit=5`,
      sql: run(descriptionSummaryQuery(oneYear, 5)),
    },
    {
      label: `arrastre-summary (${thisYear}, filter bar)`,
      path: `/api/reports/arrastre-summary?from_year=${thisYear}&to_year=${thisYear}`,
      sql: run(consigneeSummaryQuery({ period: bar, categories: ['stevedoring', 'arrastre'] })),
    },
    {
      label: `arrastre-summary (${thisYear}, stevedoring details)`,
      path: `/api/reports/arrastre-summary?from_year=${thisYear}&to_year=${thisYear}&category=stevedoring`,
      sql: run(consigneeSummaryQuery({ period: bar, categories: ['stevedoring'] })),
    },
  ];
  const calls: Case[] = [
    ...firstLoad,
    { label: 'net', path: `/api/reports/net?year=${year}`, sql: run(netQuery(oneYear)) },
    {
      label: 'category-summary (2021-2026)',
      path: '/api/reports/category-summary?from_year=2021&to_year=2026',
      sql: run(categorySummaryQuery(sixYears)),
    },
    {
      label: 'arrastre-summary (2021-2026)',
      path: '/api/reports/arrastre-summary?from_year=2021&to_year=2026',
      sql: run(consigneeSummaryQuery(sixYears)),
    },
    {
      label: 'stevedoring-summary (2021-2026)',
      path: '/api/reports/stevedoring-summary?from_year=2021&to_year=2026',
      sql: run(agentSummaryQuery(sixYears)),
    },
    {
      label: `agent ${agent.agentId}'s vessels (${agent.vessels})`,
      path: `/api/reports/shipping-agents/${agent.agentId}/vessels?year=${year}`,
      sql: run(agentVesselsQuery(oneYear, agent.agentId)),
    },
    {
      label: `${consignee.consigneeKey}'s BLs, first page (${consignee.bls})`,
      path: `/api/reports/consignees/${encodeURIComponent(consignee.consigneeKey)}/items?year=${year}&category=arrastre`,
      sql: run(consigneeItemsQuery(arrastre, key, { limit: 10, offset: 0 })),
    },
    {
      label: 'description-summary (2021-2026)',
      path: '/api/reports/description-summary?from_year=2021&to_year=2026',
      sql: run(descriptionSummaryQuery(sixYears, 5)),
    },
    {
      label: 'yearly (2021-2026)',
      path: '/api/reports/yearly?from_year=2021&to_year=2026',
      sql: run(yearlyQuery(sixYears)),
    },
    {
      label: 'target-summary',
      path: `/api/reports/target-summary?year=${year}`,
      // The terminal's year first (a future year of the period is not counted), then the summary.
      sql: async (db) => {
        await terminalToday(db);
        await db.execute(targetSummaryQuery(oneYear));
        return 200;
      },
    },
    {
      label: 'trend summary (year)',
      path: `/api/analytics/trend/summary?query=yearly&year=${year}`,
      sql: async (db) => {
        const day = await terminalToday(db);
        await db.execute(trendQuery(trendFilter(trend, day), day));
        return 200;
      },
    },
  ];
  return { calls, firstLoad };
}

/** Median of 30 runs after 20 warm-up runs (the JIT compiles the response serialisers in the first few). */
const median = async (call: () => Promise<number>) => (await timeCalls(call, { runs: 30, warm: 20 })).median;
const ms = (value: number) => Number(value.toFixed(1));

/** The claims of a bearer token (its middle part), which the auth plugin reads once it has checked the signature. */
function tokenClaims(authorization: string): { sid: string; user_id: number } {
  const payload = authorization.replace(/^Bearer /, '').split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/**
 * Each call's median through HTTP beside its SQL's, and the first load's (every call of /dashboard at once). A call
 * is within when its median is under `budgetMs` and, when `ratioMax` is given, at most that times its SQL's.
 */
async function timeReports(
  served: { db: Db; address: string; authorization: string },
  { budgetMs, ratioMax, firstLoadMs }: { budgetMs: number; ratioMax?: number; firstLoadMs: number },
) {
  const { calls, firstLoad } = await casesOf(served.db);
  const get = (path: string) => fetchStatus(served.address, path, served.authorization);
  // Every call first finds its session and user (one prepared statement of the auth plugin): that is SQL of the call.
  const findSessionUser = sessionUserFinder(served.db);
  const token = tokenClaims(served.authorization);
  const withSession = (sql: (db: Db) => Promise<number>) => async () => {
    await findSessionUser(token);
    return sql(served.db);
  };
  // What any signed-in call costs before its own work: the request, the session check, the answer.
  console.log(
    `A signed-in call that runs no report (GET /api/auth/me): ${ms(await median(() => get('/api/auth/me')))} ms`,
  );
  const table: Record<string, string | number>[] = [];
  let allWithin = true;
  for (const { label, path, sql } of calls) {
    let status = 0;
    const http = await median(async () => (status = await get(path)));
    const direct = await median(withSession(sql));
    const ratio = http / direct;
    const within = status === 200 && http <= budgetMs && (ratioMax === undefined || ratio <= ratioMax);
    allWithin &&= within;
    table.push({
      call: label,
      'median ms': ms(http),
      'SQL ms': ms(direct),
      'over SQL ms': ms(http - direct),
      ratio: Number(ratio.toFixed(2)),
      budget: ratioMax ? `${budgetMs} ms, ${ratioMax}x` : `${budgetMs} ms`,
      within: within ? 'yes' : `NO (${status})`,
    });
  }
  const atOnce = (each: (call: Case) => Promise<number>) => async () =>
    (await Promise.all(firstLoad.map(each))).every((status) => status === 200) ? 200 : 500;
  const loadHttp = await median(atOnce((call) => get(call.path)));
  const loadSql = await median(atOnce((call) => withSession(call.sql)()));
  allWithin &&= loadHttp <= firstLoadMs;
  table.push({
    call: `overview first load (${firstLoad.length} at once)`,
    'median ms': ms(loadHttp),
    'SQL ms': ms(loadSql),
    'over SQL ms': ms(loadHttp - loadSql),
    ratio: Number((loadHttp / loadSql).toFixed(2)),
    budget: `${firstLoadMs} ms`,
    within: loadHttp <= firstLoadMs ? 'yes' : 'NO',
  });
  console.table(table);
  return allWithin;
}

const postgres = await openDemoBench('portside_bench_reports', 'checker', { today });
console.log('PostgreSQL, 1,000,000 items:');
const postgresWithin = await timeReports(postgres, { budgetMs: 30, ratioMax: 1.5, firstLoadMs: 300 });
await postgres.close();

const embedded = await openDatabase({});
await embedded.migrate();
const seeded = await seedDemo(embedded.db, { today });
console.log(`Embedded PGlite, ${seeded.data?.items.toLocaleString('en-US')} items:`);
const served = await serveBench(embedded, 'checker');
const embeddedWithin = await timeReports(served, { budgetMs: 150, firstLoadMs: 300 });
await served.close();

process.exit(postgresWithin && embeddedWithin ? 0 : 1);

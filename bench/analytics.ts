/**
 * The competitor, consignee and paid/AR calls (issue 14) at scale. On PostgreSQL, the demo data of 1,000,000 items over
 * six years (up to 2026-03-15): every call through the real HTTP server beside its own SQL (the auth plugin's session
 * check, which every call runs first, then the route's reader called directly: its statements, as the route runs
 * them), median under 30 ms and within 1.5 times its SQL; a drill-down step under 50 ms, a BL cursor page under 20 ms
 * at any depth (the first page and the last), the receivable table's pages and searches under 50 ms. Then the
 * embedded demo database (PGlite, 40,000 items, as `npm start` makes it): every call under 150 ms.
 *   node --import tsx bench/analytics.ts [--items 1000000] [--url postgres://...] [--keep] [--reuse]
 * (the database portside_bench_reports, shared with bench/reports.ts: --reuse times it again without generating)
 */
import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { type Db, openDatabase } from '../apps/api/src/db/client';
import { seedDemo } from '../apps/api/src/demo/seed';
import { type BlsOf, readBls, readPackagesByDescription } from '../apps/api/src/modules/dashboards/competitors/bls';
import { readMonthlyPerformance, readOperatorTotals } from '../apps/api/src/modules/dashboards/competitors/competitors';
import {
  type DrillDown,
  readOperatorAgents,
  readOperatorConsignees,
} from '../apps/api/src/modules/dashboards/competitors/operator-drill-downs';
import {
  readConsigneeCompetitors,
  readConsignees,
} from '../apps/api/src/modules/dashboards/consignees/consignee-overview';
import { parseConsigneeKey } from '../apps/api/src/modules/dashboards/kit/consignee-keys';
import { type DashboardFilter, yearsPeriod } from '../apps/api/src/modules/dashboards/kit/filter';
import type { DayRange } from '../apps/api/src/modules/dashboards/kit/range';
import { readFinancials } from '../apps/api/src/modules/dashboards/paid-ar/financials';
import { readAging, readReceivable, receivableFilter } from '../apps/api/src/modules/dashboards/paid-ar/receivable';
import { terminalToday } from '../apps/api/src/modules/settings/service';
import { type Case, timeBesideSql } from './support/beside-sql';
import { openDemoBench, serveBench } from './support/demo-bench';

const today = '2026-03-15';
const year = 2025;
const thisYear = Number(today.slice(0, 4));
const both: readonly CargoHandlerType[] = ['stevedoring', 'arrastre'];
const wholeYear: DayRange = { start: `${year}-01-01`, end: `${year + 1}-01-01` };
/** A period a user picks by hand: mid-month to mid-month, across a year's end. */
const midMonth: DayRange = { start: `${year}-02-14`, end: `${thisYear}-02-11` };
const days = ({ start, end }: DayRange) => `start=${start}&end=${end}`;
const over = (range: DayRange, categories: readonly CargoHandlerType[]): DashboardFilter => ({
  period: { kind: 'days', ...range },
  categories,
});

/** The route's reader, answering 200 once done (the call's own SQL). */
const reading =
  (read: (db: Db) => Promise<unknown>) =>
  async (db: Db): Promise<number> => {
    await read(db);
    return 200;
  };

/** The deepest cursor of a BL list: the one that asks for its last page. */
async function lastCursor(db: Db, bls: BlsOf) {
  let cursor: string | undefined;
  let pages = 1;
  for (;;) {
    const { nextCursor } = await readBls(db, bls, cursor, 100);
    if (!nextCursor) return { cursor, pages };
    cursor = nextCursor;
    pages += 1;
  }
}

/** Every call, on the largest operator, consignee and agent of the year (the heaviest drill-downs). */
async function casesOf(db: Db): Promise<{ calls: Case[]; firstLoad: Case[] }> {
  const operators = await readOperatorTotals(db, over(wholeYear, ['arrastre']), 1);
  const operator = operators.data[0]?.name;
  if (!operator) throw new Error('the database has no volume in the year');
  const arrastre: DrillDown = { name: operator, ...over(wholeYear, ['arrastre']), limit: 50, order: 'desc' };
  const stevedoring: DrillDown = { ...arrastre, categories: ['stevedoring'] };
  const consignee = (await readOperatorConsignees(db, arrastre)).data[0];
  const agent = (await readOperatorAgents(db, stevedoring)).data[0];
  if (!consignee || !agent) throw new Error('the operator has no consignee or agent in the year');
  const consigneeBls: BlsOf = { ...arrastre, consignee: parseConsigneeKey(consignee.consigneeKey) };
  const agentBls: BlsOf = { ...stevedoring, agentId: agent.agentId };
  const deepConsignee = await lastCursor(db, consigneeBls);
  const deepAgent = await lastCursor(db, agentBls);
  const name = encodeURIComponent(operator);
  const key = encodeURIComponent(consignee.consigneeKey);
  const overview = over(wholeYear, both);
  const firstOverviewConsignee = (await readConsignees(db, overview, listing)).items[0];
  if (!firstOverviewConsignee) throw new Error('no consignee in the year');
  const overviewKey = firstOverviewConsignee.consigneeKey;
  const receivable = (query: { vessel?: string; bl?: string; consignee?: string }, page = 1) =>
    reading(async (db) => readReceivable(db, receivableFilter(query, thisYear), { page, pageSize: 15 }, today));
  const receivables = await readReceivable(db, receivableFilter({}, thisYear), { page: 1, pageSize: 15 }, today);
  const lastPage = Math.max(1, Math.ceil(receivables.total / 15));
  const sample = receivables.items[0];
  if (!sample) throw new Error(`no receivable in ${thisYear}`);
  const vesselWord = sample.vesselName.split(' ')[0] ?? '';
  const blPart = sample.blNo.slice(0, 6);
  const consigneeWord = sample.consignee.split(' ')[0] ?? '';

  // What /dashboard/competitors asks at once on opening (this year, both categories, the whole year's months).
  const thisYearRange: DayRange = { start: `${thisYear}-01-01`, end: `${thisYear + 1}-01-01` };
  const firstLoad: Case[] = [
    {
      label: `monthly performance (${thisYear})`,
      path: `/api/analytics/competitors/performance/monthly?year=${thisYear}`,
      sql: reading((db) => readMonthlyPerformance(db, over(thisYearRange, both))),
    },
    {
      label: `top operators (${thisYear}, 10)`,
      path: `/api/analytics/competitor-contributors?${days(thisYearRange)}&limit=10`,
      sql: reading((db) => readOperatorTotals(db, over(thisYearRange, both), 10)),
    },
  ];
  const drillStep = 50;
  const blPage = 20;
  const receivableBudget = 50;
  const calls: Case[] = [
    ...firstLoad,
    {
      label: `monthly performance (${year})`,
      path: `/api/analytics/competitors/performance/monthly?year=${year}`,
      sql: reading((db) => readMonthlyPerformance(db, over(wholeYear, both))),
    },
    {
      label: 'top operators (Mar-Aug)',
      path: `/api/analytics/competitor-contributors?start=${year}-03-01&end=${year}-09-01&limit=10`,
      sql: reading((db) => readOperatorTotals(db, over({ start: `${year}-03-01`, end: `${year}-09-01` }, both), 10)),
    },
    {
      label: 'totals panel (arrastre, year)',
      path: `/api/analytics/performance?group_by=arrastre&${days(wholeYear)}`,
      sql: reading((db) => readOperatorTotals(db, over(wholeYear, ['arrastre']))),
    },
    {
      label: 'totals panel (arrastre, mid-month)',
      path: `/api/analytics/performance?group_by=arrastre&${days(midMonth)}`,
      sql: reading((db) => readOperatorTotals(db, over(midMonth, ['arrastre']))),
    },
    {
      label: `${operator}'s consignees (arrastre, ${consignee.bls} BLs max)`,
      path: `/api/analytics/competitors/${name}/consignees?${days(wholeYear)}&by=arrastre`,
      sql: reading((db) => readOperatorConsignees(db, arrastre)),
      budgetMs: drillStep,
    },
    {
      label: `${operator}'s consignees (arrastre, mid-month)`,
      path: `/api/analytics/competitors/${name}/consignees?${days(midMonth)}&by=arrastre`,
      sql: reading((db) => readOperatorConsignees(db, { ...arrastre, ...over(midMonth, arrastre.categories) })),
      budgetMs: drillStep,
    },
    {
      label: `${operator}'s consignees (both, 500 rows)`,
      path: `/api/analytics/competitors/${name}/consignees?${days(wholeYear)}&limit=500`,
      sql: reading((db) => readOperatorConsignees(db, { ...arrastre, categories: both, limit: 500 })),
      budgetMs: drillStep,
    },
    {
      label: `${operator}'s shipping agents (stevedoring)`,
      path: `/api/analytics/competitors/${name}/shipping-agents?${days(wholeYear)}&by=stevedoring`,
      sql: reading((db) => readOperatorAgents(db, stevedoring)),
      budgetMs: drillStep,
    },
    {
      label: `consignee BLs, first page (${consignee.bls})`,
      path: `/api/analytics/competitors/${name}/consignees/${key}/bls?${days(wholeYear)}&by=arrastre`,
      sql: reading((db) => readBls(db, consigneeBls, undefined, 100)),
      budgetMs: blPage,
    },
    {
      label: `consignee BLs, last page (${deepConsignee.pages})`,
      path: `/api/analytics/competitors/${name}/consignees/${key}/bls?${days(wholeYear)}&by=arrastre${
        deepConsignee.cursor ? `&cursor=${deepConsignee.cursor}` : ''
      }`,
      sql: reading((db) => readBls(db, consigneeBls, deepConsignee.cursor, 100)),
      budgetMs: blPage,
    },
    {
      label: `agent BLs, first page (${agent.bls})`,
      path: `/api/analytics/competitors/${name}/shipping-agents/${agent.agentId}/bls?${days(wholeYear)}&by=stevedoring`,
      sql: reading((db) => readBls(db, agentBls, undefined, 100)),
      budgetMs: blPage,
    },
    {
      label: `agent BLs, last page (${deepAgent.pages})`,
      path: `/api/analytics/competitors/${name}/shipping-agents/${agent.agentId}/bls?${days(wholeYear)}&by=stevedoring${
        deepAgent.cursor ? `&cursor=${deepAgent.cursor}` : ''
      }`,
      sql: reading((db) => readBls(db, agentBls, deepAgent.cursor, 100)),
      budgetMs: blPage,
    },
    {
      label: 'packages by description (consignee)',
      path: `/api/analytics/competitors/${name}/consignees/${key}/packages-by-description?${days(wholeYear)}&by=arrastre`,
      sql: reading((db) => readPackagesByDescription(db, consigneeBls)),
      budgetMs: drillStep,
    },
    {
      label: 'packages by description (agent)',
      path: `/api/analytics/competitors/${name}/shipping-agents/${agent.agentId}/packages-by-description?${days(wholeYear)}&by=stevedoring`,
      sql: reading((db) => readPackagesByDescription(db, agentBls)),
      budgetMs: drillStep,
    },
    {
      label: 'consignees overview (year, 20)',
      path: `/api/analytics/consignees/?${days(wholeYear)}`,
      sql: reading((db) => readConsignees(db, overview, listing)),
    },
    {
      label: 'consignees overview (year, by name, 100)',
      path: `/api/analytics/consignees/?${days(wholeYear)}&sort=name&order=asc&limit=100`,
      sql: reading((db) => readConsignees(db, overview, { ...listing, sort: 'name', order: 'asc', limit: 100 })),
    },
    {
      label: 'consignees overview (search)',
      path: `/api/analytics/consignees/?${days(wholeYear)}&search=trading`,
      sql: reading((db) => readConsignees(db, overview, { ...listing, search: 'trading' })),
    },
    {
      label: 'consignees overview (mid-month)',
      path: `/api/analytics/consignees/?${days(midMonth)}`,
      sql: reading((db) => readConsignees(db, over(midMonth, both), listing)),
    },
    {
      label: "a consignee's competitors",
      path: `/api/analytics/consignees/${encodeURIComponent(overviewKey)}/competitors?${days(wholeYear)}`,
      sql: reading((db) =>
        readConsigneeCompetitors(db, overview, parseConsigneeKey(overviewKey), { limit: 50, order: 'desc' }),
      ),
      budgetMs: drillStep,
    },
    {
      label: `financial summary (${year})`,
      path: `/api/analytics/financials/summary?year=${year}`,
      sql: reading(async (db) => readFinancials(db, year)),
    },
    {
      label: `receivable, page 1 of ${lastPage}`,
      path: `/api/analytics/items/receivable?year=${thisYear}`,
      sql: withToday(receivable({})),
      budgetMs: receivableBudget,
    },
    {
      label: `receivable, page ${lastPage}`,
      path: `/api/analytics/items/receivable?year=${thisYear}&page=${lastPage}`,
      sql: withToday(receivable({}, lastPage)),
      budgetMs: receivableBudget,
    },
    {
      label: `receivable, vessel "${vesselWord}"`,
      path: `/api/analytics/items/receivable?year=${thisYear}&vessel=${encodeURIComponent(vesselWord)}`,
      sql: withToday(receivable({ vessel: vesselWord })),
      budgetMs: receivableBudget,
    },
    {
      label: `receivable, B/L "${blPart}"`,
      path: `/api/analytics/items/receivable?year=${thisYear}&bl=${encodeURIComponent(blPart)}`,
      sql: withToday(receivable({ bl: blPart })),
      budgetMs: receivableBudget,
    },
    {
      label: `receivable, consignee "${consigneeWord}"`,
      path: `/api/analytics/items/receivable?year=${thisYear}&consignee=${encodeURIComponent(consigneeWord)}`,
      sql: withToday(receivable({ consignee: consigneeWord })),
      budgetMs: receivableBudget,
    },
    {
      label: `receivable aging (${thisYear})`,
      path: `/api/analytics/items/receivable/aging?year=${thisYear}`,
      sql: withToday(reading((db) => readAging(db, yearsPeriod(thisYear, thisYear), today))),
    },
  ];
  return { calls, firstLoad };
}

const listing = { limit: 20, sort: 'volume', order: 'desc' } as const;

/** The receivable routes read the terminal's day first (aging and dwell count to it). */
const withToday =
  (read: (db: Db) => Promise<number>) =>
  async (db: Db): Promise<number> => {
    await terminalToday(db);
    return read(db);
  };

const postgres = await openDemoBench('portside_bench_reports', 'checker', { today });
console.log('PostgreSQL, 1,000,000 items:');
const postgresWithin = await timeBesideSql(postgres, await casesOf(postgres.db), {
  budgetMs: 30,
  ratioMax: 1.5,
  firstLoadMs: 300,
});
await postgres.close();

const embedded = await openDatabase({});
await embedded.migrate();
const seeded = await seedDemo(embedded.db, { today });
console.log(`Embedded PGlite, ${seeded.data?.items.toLocaleString('en-US')} items:`);
const served = await serveBench(embedded, 'checker');
// Every call of the embedded database has the one budget.
const { calls, firstLoad } = await casesOf(served.db);
const embeddedWithin = await timeBesideSql(
  served,
  { calls: calls.map(({ budgetMs, ...call }) => call), firstLoad },
  { budgetMs: 150, firstLoadMs: 300 },
);
await served.close();

process.exit(postgresWithin && embeddedWithin ? 0 : 1);

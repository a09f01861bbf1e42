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
import { type Db, openDatabase } from '../apps/api/src/db/client';
import { seedDemo } from '../apps/api/src/demo/seed';
import { parseConsigneeKey } from '../apps/api/src/modules/dashboards/kit/consignee-keys';
import { type DashboardFilter, yearsPeriod } from '../apps/api/src/modules/dashboards/kit/filter';
import { descriptionSummaryQuery } from '../apps/api/src/modules/dashboards/overview/descriptions';
import { comparedThrough, overviewQuery } from '../apps/api/src/modules/dashboards/overview/overview';
import {
  agentSummaryQuery,
  agentVesselsQuery,
  readAgentSummary,
} from '../apps/api/src/modules/dashboards/revenue/agents';
import { categorySummaryQuery, netQuery, yearlyQuery } from '../apps/api/src/modules/dashboards/revenue/categories';
import {
  consigneeItemsQuery,
  consigneeSummaryQuery,
  readConsigneeSummary,
} from '../apps/api/src/modules/dashboards/revenue/consignees';
import { targetSummaryQuery } from '../apps/api/src/modules/dashboards/revenue/targets';
import { trendFilter, trendQuery } from '../apps/api/src/modules/dashboards/trend/trend';
import { terminalToday } from '../apps/api/src/modules/settings/service';
import { type Case, run, timeBesideSql } from './support/beside-sql';
import { openDemoBench, serveBench } from './support/demo-bench';

const today = '2026-03-15';
/** The last whole year of the demo, and its six years; this year (the filter bar's default). */
const year = 2025;
const thisYear = Number(today.slice(0, 4));
const oneYear: DashboardFilter = { period: yearsPeriod(year, year), categories: ['stevedoring', 'arrastre'] };
const sixYears: DashboardFilter = { period: yearsPeriod(2021, 2026), categories: ['stevedoring', 'arrastre'] };
const arrastre: DashboardFilter = { ...oneYear, categories: ['arrastre'] };

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
const embeddedWithin = await timeBesideSql(served, await casesOf(served.db), { budgetMs: 150, firstLoadMs: 300 });
await served.close();

process.exit(postgresWithin && embeddedWithin ? 0 : 1);

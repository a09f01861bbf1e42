import { boundsMessages } from '@portside/contracts/bounds';
import {
  agentSummaryResponseSchema,
  agentVesselsResponseSchema,
  consigneeItemsResponseSchema,
  consigneeSummaryResponseSchema,
  reportMessages,
} from '@portside/contracts/reports';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../../test/factories';
import {
  agentSummary,
  agentVessels,
  consigneeItems,
  consigneeSummary,
  type Filter,
  moneyOf,
  monthFilter,
  yearsFilter,
} from '../kit/test/expected';
import { useTestTerminal } from '../kit/test/test-data';

const setUp = useTestTerminal();
const { get } = setUp;

const filters: [string, Filter][] = [
  ['year=2025', yearsFilter(2025, 2025)],
  ['from_year=2025&to_year=2026&category=arrastre', yearsFilter(2025, 2026, ['arrastre'])],
  ['month=2025-01&category=stevedoring', monthFilter('2025-01', ['stevedoring'])],
  ['from_year=2024&to_year=2026', yearsFilter(2024, 2026)],
  ['year=2020', yearsFilter(2020, 2020)],
];

describe('GET /reports/stevedoring-summary', () => {
  it("gives the vessels' shipping agents with our volume by arrival and our net by billing date", async () => {
    const names = new Map(setUp.terminal.agents.map((agent) => [agent.id, agent.name]));
    for (const [query, filter] of filters) {
      const body = agentSummaryResponseSchema.parse((await get(`/api/reports/stevedoring-summary?${query}`)).json());
      expect(body, query).toEqual(agentSummary(setUp.terminal.bls, filter, names));
    }
  });
});

describe('GET /reports/shipping-agents/{agentId}/vessels', () => {
  it("gives an agent's visits in the period, largest first, with the agent's totals", async () => {
    for (const agent of setUp.terminal.agents) {
      for (const [query, filter] of filters) {
        const response = await get(`/api/reports/shipping-agents/${agent.id}/vessels?${query}`);
        const body = agentVesselsResponseSchema.parse(response.json());
        expect(body, `${agent.name} ${query}`).toEqual({
          shippingAgent: agent.name,
          ...agentVessels(setUp.terminal.bls, filter, agent.id),
        });
      }
    }
  });

  it('answers 404 for an agent the registry does not have or a company of another kind, 422 for an id that is not one', async () => {
    const shipper = await buildCompany(setUp.t.db, { name: 'Shipper Co.' });
    for (const id of [999999, shipper.id]) {
      const missing = await get(`/api/reports/shipping-agents/${id}/vessels?year=2025`);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json().detail, String(id)).toBe(reportMessages.agentNotFound);
    }
    for (const id of ['abc', '0', '1e3', '99999999999']) {
      const response = await get(`/api/reports/shipping-agents/${id}/vessels`);
      expect(response.statusCode, id).toBe(422);
      expect(response.json().detail[0]).toMatchObject({ loc: ['path', 'agent_id'], msg: boundsMessages.invalidId });
    }
  });
});

describe('GET /reports/arrastre-summary', () => {
  it('gives the consignees (registry, else the printed name trimmed and upper-cased) with their keys', async () => {
    for (const [query, filter] of filters) {
      const body = consigneeSummaryResponseSchema.parse((await get(`/api/reports/arrastre-summary?${query}`)).json());
      expect(body, query).toEqual(consigneeSummary(setUp.terminal.bls, filter));
    }
    const { data } = consigneeSummaryResponseSchema.parse(
      (await get('/api/reports/arrastre-summary?year=2025')).json(),
    );
    // "acme trading ", "ACME TRADING" and "  Acme Trading" are one consignee; a BL without a name is "name:".
    expect(data.map((row) => row.consigneeKey)).toEqual(expect.arrayContaining(['name:ACME TRADING', 'name:']));
  });
});

describe('GET /reports/consignees/{consigneeKey}/items', () => {
  const url = (key: string, query: string) => `/api/reports/consignees/${encodeURIComponent(key)}/items?${query}`;
  // A consignee's BLs are listed for one category: the filters, each for each of its categories.
  const oneCategory = filters.flatMap(([query, filter]) =>
    filter.categories.map((category): [string, Filter] => [
      query.includes('category=') ? query : `${query}&category=${category}`,
      { ...filter, categories: [category] },
    ]),
  );

  it('reads the arrastre BLs when no category is given (spec 7 names the period only), and refuses both', async () => {
    const [key = ''] = [...new Set(setUp.terminal.bls.map((bl) => bl.consigneeKey))];
    const bare = await get(url(key, 'year=2025'));
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual((await get(url(key, 'year=2025&category=arrastre'))).json());
    const both = await get(url(key, 'year=2025&category=both'));
    expect(both.statusCode).toBe(422);
    expect(both.json().detail).toEqual([
      expect.objectContaining({ loc: ['query', 'category'], msg: reportMessages.itemsCategoryRequired }),
    ]);
  });
  const keys = () => [...new Set(setUp.terminal.bls.map((bl) => bl.consigneeKey))];

  it("lists a consignee's BLs newest first with their invoice's net, its totals being those of its BLs", async () => {
    expect(keys()).toHaveLength(5);
    for (const key of keys()) {
      for (const [query, filter] of oneCategory) {
        const response = await get(url(key, `${query}&limit=100`));
        const body = consigneeItemsResponseSchema.parse(response.json());
        const consignee = setUp.terminal.bls.find((bl) => bl.consigneeKey === key)?.consignee;
        expect(body, `${key} ${query}`).toEqual({ consignee, ...consigneeItems(setUp.terminal.bls, filter, key) });
      }
    }
  });

  it('totals the BLs listed even when some were billed outside the period', async () => {
    // Arrived on 31 December 2025, billed in 2026: listed in 2025 with its net (the 2026 summary row has it instead).
    const billedLater = setUp.terminal.bls.find(
      (bl) => bl.arrivalDate.startsWith('2025') && bl.invoice?.billingDate.startsWith('2026'),
    );
    expect(billedLater).toBeDefined();
    const key = billedLater?.consigneeKey ?? '';
    const body = consigneeItemsResponseSchema.parse(
      (await get(url(key, 'year=2025&limit=100&category=arrastre'))).json(),
    );
    const cents = body.data.reduce((sum, row) => sum + BigInt((row.netAmount ?? '0').replace('.', '')), 0n);
    expect(body.summary).toEqual({
      totalCbm: Math.round(body.data.reduce((sum, row) => sum + row.cbm, 0) * 1000) / 1000,
      totalPackages: body.data.reduce((sum, row) => sum + row.packages, 0),
      bls: body.data.length,
      netTotalAmount: moneyOf(cents),
    });
    expect(body.summary.netTotalAmount).not.toBe('0.00');
  });

  it('keeps its totals those of its rows when a billed handler stops being ours', async () => {
    const billed = setUp.terminal.bls.find((bl) => bl.invoice && bl.arrivalDate.startsWith('2025'));
    const key = billed?.consigneeKey ?? '';
    const totalsAddUp = async () => {
      for (const category of ['stevedoring', 'arrastre']) {
        const body = consigneeItemsResponseSchema.parse(
          (await get(url(key, `year=2025&limit=10000&category=${category}`))).json(),
        );
        const cents = body.data.reduce((sum, row) => sum + BigInt((row.netAmount ?? '0').replace('.', '')), 0n);
        expect(body.summary.netTotalAmount, category).toBe(moneyOf(cents));
        expect(body.summary.bls, category).toBe(body.data.length);
      }
    };
    await totalsAddUp();
    // One of our two operators is no longer ours: its BLs leave the rows, and their net the totals.
    await setUp.t.db.execute(sql`update app_settings set own_operators = array['AITSI']`);
    try {
      await totalsAddUp();
    } finally {
      await setUp.t.db.execute(
        sql`update app_settings set own_operators = array['  portside terminal services inc. ', 'AITSI']`,
      );
    }
  });

  it('pages by limit and offset, 10 by default, and counts them all', async () => {
    const filter = yearsFilter(2024, 2026, ['arrastre']);
    const all = consigneeItems(setUp.terminal.bls, filter, 'name:ACME TRADING');
    expect(all.total).toBeGreaterThan(10);
    const first = consigneeItemsResponseSchema.parse(
      (await get(url('name:ACME TRADING', 'from_year=2024&to_year=2026&category=arrastre'))).json(),
    );
    expect(first.data).toEqual(all.data.slice(0, 10));
    const page = consigneeItemsResponseSchema.parse(
      (await get(url('name:ACME TRADING', 'from_year=2024&to_year=2026&category=arrastre&limit=3&offset=4'))).json(),
    );
    expect(page).toEqual({ ...all, consignee: 'ACME TRADING', data: all.data.slice(4, 7) });
    const past = consigneeItemsResponseSchema.parse(
      (await get(url('name:ACME TRADING', 'from_year=2024&to_year=2026&category=arrastre&offset=500'))).json(),
    );
    expect(past).toEqual({ ...all, consignee: 'ACME TRADING', data: [] });
  });

  it('finds an unmatched name however it is spaced or cased', async () => {
    const spelled = await get(url('name:  acme Trading ', 'year=2025&limit=100&category=arrastre'));
    expect(spelled.json()).toEqual({
      consignee: 'ACME TRADING',
      ...consigneeItems(setUp.terminal.bls, yearsFilter(2025, 2025, ['arrastre']), 'name:ACME TRADING'),
    });
    const unknownName = consigneeItemsResponseSchema.parse(
      (await get(url('name:Nobody Ltd/Co', 'year=2025&category=arrastre'))).json(),
    );
    expect(unknownName).toEqual({
      consignee: 'NOBODY LTD/CO',
      data: [],
      total: 0,
      summary: { totalCbm: 0, totalPackages: 0, bls: 0, netTotalAmount: '0.00' },
      count: 0,
      totalPackages: 0,
      totalCbm: 0,
    });
  });

  it('answers 404 for a registry consignee that does not exist, 422 for a key that is not one', async () => {
    for (const key of ['id:999999', 'id:2147483647']) {
      const missing = await get(url(key, 'year=2025&category=arrastre'));
      expect(missing.statusCode, key).toBe(404);
      expect(missing.json().detail, key).toBe(reportMessages.consigneeInvalid);
    }
    for (const key of [
      '12',
      'id:',
      'id:0',
      'id:abc',
      'id:12345678901',
      // Past PostgreSQL's integer: refused before the database.
      'id:2147483648',
      'id:9999999999',
      'code:ACME',
      'name:tab\there',
      `name:${'A'.repeat(400)}`,
    ]) {
      const response = await get(url(key, 'year=2025&category=arrastre'));
      expect(response.statusCode, key).toBe(422);
      expect(response.json().detail[0], key).toMatchObject({
        loc: ['path', 'consignee_key'],
        msg: reportMessages.consigneeInvalid,
      });
    }
    const refusals: [string, string, string][] = [
      ['limit=0', 'limit', reportMessages.itemsLimitInvalid],
      ['limit=10001', 'limit', reportMessages.itemsLimitInvalid],
      ['limit=ten', 'limit', reportMessages.itemsLimitInvalid],
      ['offset=-1', 'offset', reportMessages.itemsOffsetInvalid],
      ['offset=1e7', 'offset', reportMessages.itemsOffsetInvalid],
      ['month=2025-00', 'month', reportMessages.monthInvalid],
    ];
    for (const [query, field, message] of refusals) {
      const response = await get(url('name:ACME TRADING', `${query}&category=arrastre`));
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail, query).toEqual([expect.objectContaining({ loc: ['query', field], msg: message })]);
    }
  });
});

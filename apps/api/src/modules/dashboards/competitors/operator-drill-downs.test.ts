import {
  analyticsMessages,
  blsResponseSchema,
  operatorAgentsResponseSchema,
  operatorConsigneesResponseSchema,
  packagesByDescriptionResponseSchema,
} from '@portside/contracts/analytics';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../../test/factories';
import { useTestTerminal } from '../kit/test/test-data';
import { addCbm } from '../kit/totals';
import {
  operatorAgents,
  operatorBls,
  operatorConsignees,
  operatorTotals,
  type Period,
  packagesByDescription,
  type Source,
} from './test/expected';

const setUp = useTestTerminal();
const { get } = setUp;
const base = (name: string) => `/api/analytics/competitors/${encodeURIComponent(name)}`;
const sourcePath = (source: Source) =>
  'consigneeKey' in source
    ? `consignees/${encodeURIComponent(source.consigneeKey)}`
    : `shipping-agents/${source.agentId}`;

/** The periods the figures are checked over: whole years (the yearly rollup), month edges, a few days. */
const periods: [string, Period][] = [
  ['start=2025-01-01&end=2026-01-01', { start: '2025-01-01', end: '2026-01-01', categories: cargoHandlerTypes }],
  [
    'start=2025-01-15&end=2026-03-12&by=stevedoring',
    { start: '2025-01-15', end: '2026-03-12', categories: ['stevedoring'] },
  ],
  ['start=2024-11-20&end=2025-02-01&by=arrastre', { start: '2024-11-20', end: '2025-02-01', categories: ['arrastre'] }],
  ['start=2025-01-31&end=2025-02-02', { start: '2025-01-31', end: '2025-02-02', categories: cargoHandlerTypes }],
  ['start=2024-01-01&end=2027-01-01', { start: '2024-01-01', end: '2027-01-01', categories: cargoHandlerTypes }],
  ['start=2025-02-02&end=2025-06-10', { start: '2025-02-02', end: '2025-06-10', categories: cargoHandlerTypes }],
];
/** Our operator (one name in both categories, spelled two ways), another of ours, two competitors. */
const operators = ['Portside Terminal Services Inc.', 'aitsi', 'HARBOR STAR STEVEDORING', 'Bay Arrastre Corp'];
const consigneeKeys = () => [...new Set(setUp.terminal.bls.map((bl) => bl.consigneeKey))];
const sources = (): Source[] => [
  ...consigneeKeys().map((consigneeKey) => ({ consigneeKey })),
  ...setUp.terminal.agents.map((agent) => ({ agentId: agent.id })),
];

describe('GET /analytics/competitors/{name}/consignees and /shipping-agents', () => {
  const agentNames = () => new Map(setUp.terminal.agents.map((agent) => [agent.id, agent.name]));

  it("lists the operator's consignees by volume, a BL once per service, with the totals of all", async () => {
    for (const name of operators) {
      for (const [query, period] of periods) {
        const body = operatorConsigneesResponseSchema.parse((await get(`${base(name)}/consignees?${query}`)).json());
        const { data, total } = operatorConsignees(setUp.terminal.bls, period, name, 50);
        expect(body, `${name} ${query}`).toMatchObject({ data, total });
      }
    }
  });

  it("lists the shipping agents of the operator's visits by volume, with the totals of all", async () => {
    for (const name of operators) {
      for (const [query, period] of periods) {
        const body = operatorAgentsResponseSchema.parse((await get(`${base(name)}/shipping-agents?${query}`)).json());
        const { data, total } = operatorAgents(setUp.terminal.bls, period, name, agentNames(), 50);
        expect(body, `${name} ${query}`).toMatchObject({ data, total });
      }
    }
  });

  it('names the operator as the registry does, marks ours, and adds up to its row of the totals panel', async () => {
    const period = periods[0]?.[1] as Period;
    const registry = {
      handlerNames: setUp.terminal.handlerNames,
      ownOperators: ['  portside terminal services inc. ', 'AITSI'],
    };
    const panel = operatorTotals(setUp.terminal.bls, period, registry).data;
    for (const name of operators) {
      const consignees = operatorConsigneesResponseSchema.parse(
        (await get(`${base(name)}/consignees?start=2025-01-01&end=2026-01-01`)).json(),
      );
      const agents = operatorAgentsResponseSchema.parse(
        (await get(`${base(name)}/shipping-agents?start=2025-01-01&end=2026-01-01`)).json(),
      );
      const row = panel.find((operator) => operator.name.toLowerCase() === name.toLowerCase());
      expect(row, name).toBeDefined();
      expect({ operator: consignees.operator, own: consignees.own }).toEqual({ operator: row?.name, own: row?.own });
      expect({ operator: agents.operator, own: agents.own }).toEqual({ operator: row?.name, own: row?.own });
      for (const { total } of [consignees, agents])
        expect(total, name).toMatchObject({ totalVolume: row?.totalVolume, packages: row?.packages, bls: row?.bls });
      expect(addCbm(consignees.data.map((consignee) => consignee.totalVolume))).toBe(row?.totalVolume);
    }
    expect(
      operatorConsigneesResponseSchema.parse(
        (await get(`${base('portside terminal services inc.')}/consignees`)).json(),
      ).operator,
    ).toBe('PORTSIDE TERMINAL SERVICES INC.');
  });

  it('takes the limit and the order, the totals counting every row', async () => {
    const period = periods[4]?.[1] as Period;
    for (const order of ['asc', 'desc'] as const) {
      const query = `start=2024-01-01&end=2027-01-01&limit=2&order=${order}`;
      const consignees = (await get(`${base('aitsi')}/consignees?${query}`)).json();
      expect(consignees).toMatchObject(operatorConsignees(setUp.terminal.bls, period, 'aitsi', 2, order));
      expect(consignees.data).toHaveLength(2);
      expect(consignees.total.rows).toBeGreaterThan(2);
      const agents = (await get(`${base('aitsi')}/shipping-agents?${query}`)).json();
      expect(agents).toMatchObject(operatorAgents(setUp.terminal.bls, period, 'aitsi', agentNames(), 2, order));
    }
  });

  it('answers 404 for an operator the registry does not have', async () => {
    for (const last of ['consignees', 'shipping-agents']) {
      const response = await get(`${base('Nobody Stevedoring')}/${last}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(analyticsMessages.operatorNotFound);
    }
  });
});

describe("GET /analytics/competitors/{name}/.../bls: a drill-down row's BLs by cursor", () => {
  /** Every page of the list, following nextCursor, with the cursor that asked for each. */
  const walk = async (url: string) => {
    const pages: { cursor: string | undefined; body: ReturnType<typeof blsResponseSchema.parse> }[] = [];
    let cursor: string | undefined;
    do {
      const response = await get(`${url}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, url).toBe(200);
      const body = blsResponseSchema.parse(response.json());
      pages.push({ cursor, body });
      cursor = body.nextCursor ?? undefined;
    } while (cursor && pages.length < 100);
    return pages;
  };

  it('pages forwards through every BL the operator handled for the row, newest first, each once', async () => {
    let paged = 0;
    for (const name of operators) {
      for (const source of sources()) {
        for (const [query, period] of periods.slice(0, 3)) {
          const url = `${base(name)}/${sourcePath(source)}/bls?${query}&limit=3`;
          const pages = await walk(url);
          const expected = operatorBls(setUp.terminal.bls, period, name, source);
          expect(
            pages.flatMap((page) => page.body.items),
            url,
          ).toEqual(expected);
          // Full pages until the last, which has no next cursor.
          expect(pages.slice(0, -1).every((page) => page.body.items.length === 3)).toBe(true);
          expect(pages.at(-1)?.body.nextCursor).toBeNull();
          if (pages.length > 2) paged += 1;
        }
      }
    }
    expect(paged).toBeGreaterThan(5);
  });

  it('gives the same page again for an earlier cursor (Previous), and 100 BLs by default', async () => {
    const source = { consigneeKey: 'name:ACME TRADING' };
    const url = `${base('Portside Terminal Services Inc.')}/${sourcePath(source)}/bls?start=2024-01-01&end=2027-01-01&limit=2`;
    const pages = await walk(url);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of [...pages].reverse()) {
      const again = await get(`${url}${page.cursor ? `&cursor=${page.cursor}` : ''}`);
      expect(again.json()).toEqual(page.body);
    }
    const whole = blsResponseSchema.parse((await get(url.replace('&limit=2', ''))).json());
    expect(whole).toEqual({
      items: operatorBls(setUp.terminal.bls, periods[4]?.[1] as Period, 'Portside Terminal Services Inc.', source),
      nextCursor: null,
    });
    // A BL we handle on both sides is listed once, naming both services.
    expect(whole.items.some((bl) => bl.categories.length === 2)).toBe(true);
  });

  it('answers 404 for an unknown operator, a consignee the registry lacks, an unknown agent or another kind', async () => {
    const shipper = await buildCompany(setUp.t.db, { name: 'Shipper Co.' });
    const cases: [string, string][] = [
      [`${base('Nobody')}/consignees/name:ACME/bls`, analyticsMessages.operatorNotFound],
      [`${base('Nobody')}/shipping-agents/999999/packages-by-description`, analyticsMessages.operatorNotFound],
      [`${base('aitsi')}/consignees/id:999999/bls`, analyticsMessages.consigneeInvalid],
      [`${base('aitsi')}/consignees/id:999999/packages-by-description`, analyticsMessages.consigneeInvalid],
      [`${base('aitsi')}/shipping-agents/999999/bls`, analyticsMessages.agentNotFound],
      [`${base('aitsi')}/shipping-agents/${shipper.id}/packages-by-description`, analyticsMessages.agentNotFound],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().detail, url).toBe(message);
    }
    // A printed name nobody wrote, and an agent without visits, have no BLs.
    expect((await get(`${base('aitsi')}/consignees/name:NOBODY/bls`)).json()).toEqual({ items: [], nextCursor: null });
    const idle = setUp.terminal.agents.find((agent) => agent.name === 'Agency Idle');
    expect((await get(`${base('aitsi')}/shipping-agents/${idle?.id}/bls`)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});

describe('GET /analytics/competitors/{name}/.../packages-by-description', () => {
  it("gives the row's packages by description, most first, a BL once per service, with the totals", async () => {
    for (const name of operators) {
      for (const source of sources()) {
        for (const [query, period] of periods) {
          const url = `${base(name)}/${sourcePath(source)}/packages-by-description?${query}`;
          const body = packagesByDescriptionResponseSchema.parse((await get(url)).json());
          expect(body, url).toEqual(packagesByDescription(setUp.terminal.bls, period, name, source));
        }
      }
    }
  });

  it("totals the packages and CBM of the consignee's row that opened it", async () => {
    const query = 'start=2024-01-01&end=2027-01-01';
    const { data } = operatorConsigneesResponseSchema.parse(
      (await get(`${base('Portside Terminal Services Inc.')}/consignees?${query}`)).json(),
    );
    for (const row of data) {
      const source = { consigneeKey: row.consigneeKey };
      const body = packagesByDescriptionResponseSchema.parse(
        (
          await get(`${base('Portside Terminal Services Inc.')}/${sourcePath(source)}/packages-by-description?${query}`)
        ).json(),
      );
      expect(body.total, row.consigneeKey).toMatchObject({ packages: row.totalPackages, volume: row.totalVolume });
    }
  });
});

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/rows';
import { cargoKinds } from './cargo';
import type { BulkWriter } from './insert';
import {
  arrastreHandlers,
  type Country,
  companyPrefixes,
  companySuffixes,
  otherCompanies,
  ownOperators,
  shippersByCountry,
  shippingLines,
  stevedoringHandlers,
  type Trade,
  tradeWords,
} from './names';
import { type Random, WeightedTable, zipfWeights } from './random';
import { type Day, HOUR_MS, manilaInstant } from './time';

export type Handler = { id: number; name: string; own: boolean };
export type Line = { id: number; name: string; code: string; fleetWord: string; agentIds: number[] };
export type Consignee = {
  id: number;
  name: string;
  /** Spellings seen on manifests besides the canonical name. */
  variants: string[];
  companyId: number | null;
  trade: Trade;
  weight: number;
};

/** The registries every generated call refers to. */
export type World = {
  lines: Map<string, Line>;
  consignees: Consignee[];
  consigneesByTrade: Map<Trade, WeightedTable<Consignee>>;
  generalTraders: WeightedTable<Consignee>;
  shippers: Record<Country, readonly string[]>;
  stevedoring: Handler[];
  arrastre: Handler[];
  descriptionIds: Map<string, number>;
};

const consigneeTrades: readonly (readonly [Trade, number])[] = [
  ['rice', 14],
  ['steel', 14],
  ['construction', 18],
  ['auto', 8],
  ['agri', 8],
  ['wood', 8],
  ['industrial', 10],
  ['food', 8],
  ['general', 12],
];

/**
 * Writes kinds of company, shipping lines and agents, shippers, consignees and their companies, cargo handlers and
 * descriptions. Names already in the database are reused, so a database with a few hand-made registries is merged
 * into rather than refused.
 */
export async function createRegistries(
  db: Db,
  writer: BulkWriter,
  random: Random,
  options: { consignees: number; startDay: Day },
): Promise<World> {
  const existing = await existingNames(db);
  let clock = manilaInstant(options.startDay - 60, 9);
  const at = () => {
    clock += random.int(1, 20) * HOUR_MS;
    return new Date(clock);
  };
  const named = (
    table: 'kinds_of_company' | 'shipping_lines' | 'companies' | 'descriptions' | 'consignees',
    name: string,
  ) => existing.get(`${table}:${name.toLowerCase()}`);

  const kindId = (name: string) => {
    const id = named('kinds_of_company', name);
    if (id) return id;
    const created = writer.nextId('kinds_of_company');
    writer.add('kinds_of_company', { id: created, name, createdAt: at() });
    existing.set(`kinds_of_company:${name.toLowerCase()}`, created);
    return created;
  };
  const company = (name: string, kind: string, isClient: boolean, shippingLineId: number | null = null) => {
    const id = named('companies', name);
    if (id) return id;
    const created = writer.nextId('companies');
    writer.add('companies', {
      id: created,
      name,
      kindId: kindId(kind),
      isClient: isClient,
      shippingLineId: shippingLineId,
      tin: null,
      registeredAddress: null,
      createdAt: at(),
    });
    existing.set(`companies:${name.toLowerCase()}`, created);
    return created;
  };

  for (const kind of ['Consignee', 'Shipper', 'Shipping Agent', 'Trucking', 'Customs Broker', 'Freight Forwarder']) {
    kindId(kind);
  }
  const lines = new Map<string, Line>();
  for (const line of shippingLines) {
    let id = named('shipping_lines', line.name);
    if (!id) {
      id = writer.nextId('shipping_lines');
      writer.add('shipping_lines', { id, name: line.name, createdAt: at() });
    }
    const agentIds = line.agents.map((agent) => company(agent, 'Shipping Agent', false, id));
    lines.set(line.name, { id, name: line.name, code: line.code, fleetWord: line.fleetWord, agentIds });
  }
  for (const names of Object.values(shippersByCountry)) for (const name of names) company(name, 'Shipper', false);
  for (const [kind, names] of Object.entries(otherCompanies)) {
    for (const name of names) company(name, kind, kind === 'Customs Broker');
  }

  const consignees = consigneeNames(random, options.consignees, new Set(existing.keys())).map((entry): Consignee => {
    const companyId = random.chance(0.85) ? company(entry.name, 'Consignee', true) : null;
    let id = named('consignees', entry.name);
    if (!id) {
      id = writer.nextId('consignees');
      writer.add('consignees', { id, name: entry.name, companyId: companyId, createdAt: at() });
    }
    return { ...entry, id, companyId, weight: 0 };
  });
  const weights = zipfWeights(consignees.length, 0.9);
  random.shuffle(weights);
  consignees.forEach((consignee, index) => {
    consignee.weight = weights[index] as number;
  });

  const handlers = (type: 'stevedoring' | 'arrastre', names: readonly string[]) =>
    names.map((name): Handler => {
      const found = existing.get(`cargo_handlers:${type}:${name.toLowerCase()}`);
      const id = found ?? writer.nextId('cargo_handlers');
      if (!found) writer.add('cargo_handlers', { id, name, type, createdAt: at() });
      return { id, name, own: (ownOperators as readonly string[]).includes(name) };
    });
  const stevedoring = handlers('stevedoring', stevedoringHandlers);
  const arrastre = handlers('arrastre', arrastreHandlers);

  const descriptionIds = new Map<string, number>();
  for (const kind of cargoKinds) {
    let id = named('descriptions', kind.content);
    if (!id) {
      id = writer.nextId('descriptions');
      writer.add('descriptions', { id, content: kind.content, createdAt: at() });
    }
    descriptionIds.set(kind.key, id);
  }

  const byTrade = new Map<Trade, WeightedTable<Consignee>>();
  for (const [trade] of consigneeTrades) {
    const members = consignees.filter((c) => c.trade === trade);
    if (members.length > 0) byTrade.set(trade, new WeightedTable(members.map((c) => [c, c.weight] as const)));
  }
  const general = consignees.filter((c) => c.trade === 'general');
  return {
    lines,
    consignees,
    consigneesByTrade: byTrade,
    generalTraders: new WeightedTable((general.length > 0 ? general : consignees).map((c) => [c, c.weight] as const)),
    shippers: shippersByCountry,
    stevedoring,
    arrastre,
    descriptionIds,
  };
}

/** Lower-cased names already in the registries, keyed `table:name` (`cargo_handlers:type:name`). */
async function existingNames(db: Db): Promise<Map<string, number>> {
  const rows = await selectRows<{ key: string; id: number }>(
    db,
    sql`
    select 'kinds_of_company:' || lower(name) as key, id from kinds_of_company
    union all select 'shipping_lines:' || lower(name), id from shipping_lines
    union all select 'companies:' || lower(name), id from companies
    union all select 'descriptions:' || lower(content), id from descriptions
    union all select 'consignees:' || lower(name), id from consignees
    union all select 'cargo_handlers:' || type || ':' || lower(name), id from cargo_handlers`,
  );
  return new Map(rows.map((row) => [row.key, Number(row.id)]));
}

/** Distinct canonical names (prefix + trade word + suffix), a third of them with manifest misspellings. */
function consigneeNames(random: Random, count: number, taken: Set<string>) {
  const trades = new WeightedTable(consigneeTrades);
  const cores = new Set([...taken].map((key) => core(key.slice(key.indexOf(':') + 1))));
  const entries: { name: string; variants: string[]; trade: Trade }[] = [];
  for (let attempt = 0; entries.length < count && attempt < count * 50; attempt++) {
    const trade = trades.draw(random);
    const stem = `${random.pick(companyPrefixes)} ${random.pick(tradeWords[trade])}`;
    if (cores.has(stem.toLowerCase())) continue;
    cores.add(stem.toLowerCase());
    const name = `${stem} ${random.pick(companySuffixes)}`;
    entries.push({ name, variants: random.chance(0.35) ? misspellings(random, name) : [], trade });
  }
  return entries;
}

const suffixPattern = /\s+(inc\.?|corp\.?|corporation|co\., inc\.|incorporated|co\.,? ltd\.?|jsc|pt|sdn\. bhd\.)$/i;
const core = (name: string) => name.toLowerCase().replace(suffixPattern, '').trim();

/** How clerks abroad print a Philippine name: suffixes spelled out or cut, "&" for "AND", stray spaces. */
function misspellings(random: Random, name: string): string[] {
  const swaps: [RegExp, string[]][] = [
    [/ CORPORATION$/, [' CORP.', ' CORP']],
    [/ CORP\.$/, [' CORPORATION', ' CORP']],
    [/ INC\.$/, [' INC', ' INCORPORATED']],
    [/ INCORPORATED$/, [' INC.', ' INC']],
    [/ CO\., INC\.$/, [' CO. INC.', ' COMPANY INC.']],
  ];
  const variants = new Set<string>();
  for (const [pattern, replacements] of swaps) {
    if (pattern.test(name)) variants.add(name.replace(pattern, random.pick(replacements)));
  }
  if (name.includes(' & ')) variants.add(name.replace(' & ', ' AND '));
  if (random.chance(0.3)) variants.add(name.replace(' ', '  '));
  if (random.chance(0.2)) variants.add(name.replace(/\./g, ''));
  variants.delete(name);
  return [...variants];
}

import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { byText, cbmOf, within } from '../../kit/test/expected';
import type { Bl } from '../../kit/test/test-data';

/**
 * What the consignee overview should answer, added up in TypeScript from the ledger of the BLs
 * the tests wrote (kit/test/test-data.ts), following docs/domain.md "Dashboards II" on its own: no SQL, no rollup.
 */
export type Range = { start: string; end: string; categories: readonly CargoHandlerType[] };

/** Every (BL, category) of the port's cargo arrived in the range, whoever handled it. */
const services = (bls: Bl[], range: Range) =>
  bls
    .filter((bl) => within(bl.arrivalDate, range))
    .flatMap((bl) => range.categories.map((category) => ({ bl, category })));

type Sums = { milliCbm: number; packages: number; bls: number };
const add = (sums: Sums, bl: Bl) => {
  sums.milliCbm += bl.milliCbm;
  sums.packages += bl.packages;
  sums.bls += 1;
};
const totalOf = (rows: Sums[]) => ({
  totalVolume: cbmOf(rows.reduce((sum, row) => sum + row.milliCbm, 0)),
  packages: rows.reduce((sum, row) => sum + row.packages, 0),
  bls: rows.reduce((sum, row) => sum + row.bls, 0),
  rows: rows.length,
});

export type Listing = { search?: string; sort: 'volume' | 'packages' | 'name'; order: 'asc' | 'desc'; limit: number };

export function consignees(bls: Bl[], range: Range, listing: Listing) {
  const groups = new Map<string, Sums & { consignee: string }>();
  for (const { bl } of services(bls, range)) {
    const group = groups.get(bl.consigneeKey) ?? { consignee: bl.consignee, milliCbm: 0, packages: 0, bls: 0 };
    add(group, bl);
    groups.set(bl.consigneeKey, group);
  }
  const search = listing.search?.toLowerCase();
  const rows = [...groups]
    .map(([consigneeKey, group]) => ({ consigneeKey, ...group }))
    .filter((row) => !search || row.consignee.toLowerCase().includes(search));
  const sign = listing.order === 'asc' ? 1 : -1;
  const key = {
    volume: (a: Sums, b: Sums) => a.milliCbm - b.milliCbm,
    packages: (a: Sums, b: Sums) => a.packages - b.packages,
    name: (a: { consignee: string }, b: { consignee: string }) =>
      byText(a.consignee.toLowerCase(), b.consignee.toLowerCase()),
  }[listing.sort];
  rows.sort((a, b) => sign * key(a, b) || byText(a.consignee, b.consignee) || byText(a.consigneeKey, b.consigneeKey));
  return {
    items: rows.slice(0, listing.limit).map((row) => ({
      consigneeKey: row.consigneeKey,
      consignee: row.consignee,
      totalVolume: cbmOf(row.milliCbm),
      totalPackages: row.packages,
      bls: row.bls,
    })),
    total: totalOf(rows),
  };
}

/** The settings' own operators of test-data.ts, compared trimmed and ignoring case. */
const ownOperators = ['portside terminal services inc.', 'aitsi'];

/**
 * Who handled the consignee's BLs: operators by name (any case), each written as the first spelling (code-point order)
 * among the registry's handlers of that name (`handlerNames`), largest first.
 */
export function consigneeCompetitors(
  bls: Bl[],
  handlerNames: string[],
  range: Range,
  consigneeKey: string,
  limit = 50,
) {
  const groups = new Map<string, Sums>();
  for (const { bl, category } of services(bls, range)) {
    if (bl.consigneeKey !== consigneeKey) continue;
    const operator = bl.handlers[category].toLowerCase();
    const group = groups.get(operator) ?? { milliCbm: 0, packages: 0, bls: 0 };
    add(group, bl);
    groups.set(operator, group);
  }
  const rows = [...groups].map(([operator, group]) => {
    const name = handlerNames.filter((candidate) => candidate.toLowerCase() === operator).sort(byText)[0] ?? '';
    return { operator, name, own: ownOperators.includes(operator.trim()), ...group };
  });
  rows.sort((a, b) => b.milliCbm - a.milliCbm || byText(a.operator, b.operator));
  return {
    data: rows.slice(0, limit).map((row) => ({
      name: row.name,
      own: row.own,
      totalVolume: cbmOf(row.milliCbm),
      packages: row.packages,
      bls: row.bls,
    })),
    total: totalOf(rows),
  };
}

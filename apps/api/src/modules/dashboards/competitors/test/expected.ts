import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { byText, cbmOf, within } from '../../kit/test/expected';
import type { Bl } from '../../kit/test/test-data';

/**
 * What the competitor calls should answer, added up in TypeScript from the ledger of the BLs the tests wrote
 * (kit/test/test-data.ts), following docs/domain.md "Dashboards II" on its own: no SQL, no rollup. A service is a
 * BL in one category, counted for the operator (the handler's name, any case) that handled it there.
 */
export type Period = { start: string; end: string; categories: readonly CargoHandlerType[] };
/** The registry's handler names and the settings' own operators, as the tests wrote them. */
export type Registry = { handlerNames: string[]; ownOperators: string[] };

type Service = { bl: Bl; category: CargoHandlerType; operator: string };

function services(bls: Bl[], period: Period): Service[] {
  return bls.flatMap((bl) =>
    within(bl.arrivalDate, period)
      ? period.categories.map((category) => ({ bl, category, operator: bl.handlers[category].toLowerCase() }))
      : [],
  );
}

/** An operator's name: its registry spelling first in code-point order ('' for a handler the registry lacks). */
const nameOf = (registry: Registry, operator: string) =>
  registry.handlerNames.filter((name) => name.toLowerCase() === operator).sort(byText)[0] ?? '';
const isOwn = (registry: Registry, operator: string) =>
  registry.ownOperators.some((own) => own.trim().toLowerCase() === operator.trim());

type Sums = { milliCbm: number; packages: number; bls: number };
const add = (list: Service[]): Sums => ({
  milliCbm: list.reduce((sum, service) => sum + service.bl.milliCbm, 0),
  packages: list.reduce((sum, service) => sum + service.bl.packages, 0),
  bls: list.length,
});

function groupBy<K, T>(list: T[], keyOf: (item: T) => K) {
  const groups = new Map<K, T[]>();
  for (const item of list) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

const totalOf = (list: Service[], rows: number) => {
  const sums = add(list);
  return { totalVolume: cbmOf(sums.milliCbm), packages: sums.packages, bls: sums.bls, rows };
};

function operatorRows(list: Service[], registry: Registry) {
  return [...groupBy(list, (service) => service.operator)]
    .map(([operator, ofOperator]) => ({ operator, sums: add(ofOperator), ofOperator }))
    .sort((a, b) => b.sums.milliCbm - a.sums.milliCbm || byText(a.operator, b.operator))
    .map(({ operator, sums, ofOperator }) => ({
      row: {
        name: nameOf(registry, operator),
        own: isOwn(registry, operator),
        totalVolume: cbmOf(sums.milliCbm),
        packages: sums.packages,
        bls: sums.bls,
      },
      ofOperator,
    }));
}

/** Every operator of the period, largest first, at most `limit`, with the totals of all. */
export function operatorTotals(bls: Bl[], period: Period, registry: Registry, limit?: number) {
  const list = services(bls, period);
  const rows = operatorRows(list, registry);
  return { data: rows.slice(0, limit).map(({ row }) => row), total: totalOf(list, rows.length) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Each category's operators of the year with their CBM per month. */
export function monthlyPerformance(
  bls: Bl[],
  year: number,
  categories: readonly CargoHandlerType[],
  registry: Registry,
) {
  const of = (category: CargoHandlerType) => {
    if (!categories.includes(category)) return [];
    const period = { start: `${year}-01-01`, end: `${year + 1}-01-01`, categories: [category] };
    return operatorRows(services(bls, period), registry).map(({ row, ofOperator }) => ({
      ...row,
      monthlyData: Array.from({ length: 12 }, (_, index) => ({
        month: index + 1,
        volume: cbmOf(
          add(ofOperator.filter((service) => service.bl.arrivalDate.slice(5, 7) === pad(index + 1))).milliCbm,
        ),
      })),
    }));
  };
  return { year, stevedoring: of('stevedoring'), arrastre: of('arrastre') };
}

/** The services of the operator named `name` (any case) in the period. */
const servicesOf = (bls: Bl[], period: Period, name: string) =>
  services(bls, period).filter((service) => service.operator === name.toLowerCase());

type Order = 'asc' | 'desc';
const byVolume = (order: Order) => (a: Sums, b: Sums) =>
  order === 'desc' ? b.milliCbm - a.milliCbm : a.milliCbm - b.milliCbm;

/** The operator's consignees by volume, `limit` rows, with the totals of all. */
export function operatorConsignees(bls: Bl[], period: Period, name: string, limit: number, order: Order = 'desc') {
  const groups = [...groupBy(servicesOf(bls, period, name), (service) => service.bl.consigneeKey)];
  const keyParts = (key: string) =>
    key.startsWith('id:') ? { id: Number(key.slice(3)), name: '' } : { id: 0, name: key.slice(5) };
  const rows = groups
    .map(([consigneeKey, list]) => ({ consigneeKey, consignee: (list[0] as Service).bl.consignee, sums: add(list) }))
    .sort(
      (a, b) =>
        byVolume(order)(a.sums, b.sums) ||
        byText(a.consignee, b.consignee) ||
        keyParts(a.consigneeKey).id - keyParts(b.consigneeKey).id ||
        byText(keyParts(a.consigneeKey).name, keyParts(b.consigneeKey).name),
    );
  return {
    data: rows.slice(0, limit).map(({ consigneeKey, consignee, sums }) => ({
      consigneeKey,
      consignee,
      totalVolume: cbmOf(sums.milliCbm),
      totalPackages: sums.packages,
      bls: sums.bls,
    })),
    total: totalOf(servicesOf(bls, period, name), rows.length),
  };
}

/** The shipping agents of the operator's visits by volume, `limit` rows, with the totals of all. */
export function operatorAgents(
  bls: Bl[],
  period: Period,
  name: string,
  agentNames: Map<number, string>,
  limit: number,
  order: Order = 'desc',
) {
  const list = servicesOf(bls, period, name);
  const rows = [...groupBy(list, (service) => service.bl.agentId)]
    .map(([agentId, ofAgent]) => ({ agentId, shippingAgent: agentNames.get(agentId) ?? '', sums: add(ofAgent) }))
    .sort(
      (a, b) => byVolume(order)(a.sums, b.sums) || byText(a.shippingAgent, b.shippingAgent) || a.agentId - b.agentId,
    );
  return {
    data: rows.slice(0, limit).map(({ agentId, shippingAgent, sums }) => ({
      agentId,
      shippingAgent,
      totalVolume: cbmOf(sums.milliCbm),
      totalPackages: sums.packages,
      bls: sums.bls,
    })),
    total: totalOf(list, rows.length),
  };
}

/** A drill-down row's BLs: those of a consignee, or of an agent's visits. */
export type Source = { consigneeKey: string } | { agentId: number };
const inSource = (source: Source) => (bl: Bl) =>
  'consigneeKey' in source ? bl.consigneeKey === source.consigneeKey : bl.agentId === source.agentId;

/**
 * The row's BLs once each, with the services the operator gave them: a consignee's newest arrival first, then by id;
 * an agent's by visit (newest arrival, then the later visit), then by id.
 */
export function operatorBls(bls: Bl[], period: Period, name: string, source: Source) {
  const list = servicesOf(bls, period, name).filter((service) => inSource(source)(service.bl));
  return [...groupBy(list, (service) => service.bl)]
    .sort(
      ([a], [b]) =>
        byText(b.arrivalDate, a.arrivalDate) ||
        ('agentId' in source ? b.workOrderId - a.workOrderId : 0) ||
        b.id - a.id,
    )
    .map(([bl, ofBl]) => ({
      id: bl.id,
      blNo: bl.blNo,
      vesselName: bl.vesselName,
      voyageNumber: bl.voyageNumber,
      arrivalDate: bl.arrivalDate,
      volume: cbmOf(bl.milliCbm),
      packages: bl.packages,
      description: bl.itemDescription,
      categories: ofBl.map((service) => service.category),
    }));
}

/** The same BLs' packages and CBM by description, a BL once per service, most packages first (at most 50). */
export function packagesByDescription(bls: Bl[], period: Period, name: string, source: Source) {
  const list = servicesOf(bls, period, name).filter((service) => inSource(source)(service.bl));
  const rows = [...groupBy(list, (service) => service.bl.itemDescription)]
    .map(([label, ofLabel]) => ({ label, sums: add(ofLabel) }))
    .sort((a, b) => b.sums.packages - a.sums.packages || byText(a.label, b.label));
  const sums = add(list);
  return {
    items: rows
      .slice(0, 50)
      .map(({ label, sums }) => ({ label, packages: sums.packages, volume: cbmOf(sums.milliCbm) })),
    total: { packages: sums.packages, volume: cbmOf(sums.milliCbm), rows: rows.length },
  };
}

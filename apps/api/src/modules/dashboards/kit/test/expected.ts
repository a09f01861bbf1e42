import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import type { RevenueCategory } from '@portside/contracts/reports';
import type { Bl, Invoice } from './test-data';

/**
 * What the reports should answer, added up in TypeScript from the ledger of the BLs the tests wrote (test-data.ts),
 * following docs/domain.md "Dashboards" on its own: no SQL, no rollup.
 */
export type Filter = { start: string; end: string; categories: readonly CargoHandlerType[] };
/** The period and categories of money: storage too. */
type MoneyFilter = Omit<Filter, 'categories'> & { categories: readonly RevenueCategory[] };

/** A money report's categories: storage too when the filter is both services (no category chosen). */
export const withStorage = (filter: Filter): MoneyFilter =>
  cargoHandlerTypes.every((category) => filter.categories.includes(category))
    ? { ...filter, categories: [...cargoHandlerTypes, 'storage'] }
    : filter;

export const yearsFilter = (
  from: number,
  to: number,
  categories: readonly CargoHandlerType[] = cargoHandlerTypes,
): Filter => ({
  start: `${from}-01-01`,
  end: `${to + 1}-01-01`,
  categories,
});
export const monthFilter = (month: string, categories: readonly CargoHandlerType[] = cargoHandlerTypes): Filter => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { start: `${month}-01`, end: `${next}-01`, categories };
};

/** Text in code-point order (as PostgreSQL's "C" collation sorts it). */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** A day in a period: its first day included, `end` excluded. */
export const within = (day: string, { start, end }: { start: string; end: string }) => day >= start && day < end;

export const cbmOf = (milliCbm: number) => milliCbm / 1000;
export const moneyOf = (cents: bigint) =>
  `${cents < 0n ? '-' : ''}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, '0')}`;

/** Our (BL, category) pairs arrived in the period: a BL we handle on both sides counts once per category. */
export function volume(bls: Bl[], filter: Filter) {
  let milliCbm = 0;
  let packages = 0;
  let count = 0;
  for (const bl of bls) {
    if (!within(bl.arrivalDate, filter)) continue;
    for (const category of bl.ours) {
      if (!filter.categories.includes(category)) continue;
      milliCbm += bl.milliCbm;
      packages += bl.packages;
      count += 1;
    }
  }
  return { milliCbm, packages, bls: count };
}

const halfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

/** A line's part of its invoice's VAT: stevedoring its share of the net rounded, arrastre the rest. */
function lineVat(invoice: Invoice, category: CargoHandlerType, cents: bigint) {
  const net = invoice.lines.reduce((sum, line) => sum + line.cents, 0n);
  if (category === 'stevedoring') return halfUp(invoice.vatCents * cents, net);
  return invoice.vatCents - halfUp(invoice.vatCents * (net - cents), net);
}

/**
 * Our invoices' lines billed in the period in its categories, less the lines of their credit memos dated in the
 * period (`memos` counts those lines); with category storage, the storage invoices billed in the period, whole.
 */
export function revenue(bls: Bl[], filter: MoneyFilter) {
  const sums = { invoices: 0, memos: 0, net: 0n, vat: 0n, paid: 0n };
  for (const bl of bls) {
    const invoice = bl.invoice;
    if (!invoice) continue;
    for (const line of invoice.lines) {
      if (!within(invoice.billingDate, filter) || !filter.categories.includes(line.category)) continue;
      sums.invoices += 1;
      sums.net += line.cents;
      sums.vat += lineVat(invoice, line.category, line.cents);
      if (invoice.paid) sums.paid += line.cents;
    }
    for (const memo of invoice.memos) {
      for (const line of memo.lines) {
        if (!within(memo.memoDate, filter) || !filter.categories.includes(line.category)) continue;
        sums.memos += 1;
        sums.net -= line.netCents;
        sums.vat -= line.vatCents;
        if (invoice.paid) sums.paid -= line.netCents;
      }
    }
  }
  for (const bill of filter.categories.includes('storage') ? bls.flatMap((bl) => bl.storage) : []) {
    if (!within(bill.billingDate, filter)) continue;
    sums.invoices += 1;
    sums.net += bill.netCents;
    sums.vat += bill.vatCents;
    if (bill.paid) sums.paid += bill.netCents;
  }
  return sums;
}

/** One row of a drill-down: its volume and net, as the API writes them. */
const figures = (bls: Bl[], filter: Filter) => {
  const counted = volume(bls, filter);
  return {
    totalCbm: cbmOf(counted.milliCbm),
    totalPackages: counted.packages,
    bls: counted.bls,
    netAmount: moneyOf(revenue(bls, filter).net),
  };
};

/** Whether a group of BLs shows in a drill-down: it has our volume arrived, or net billed or credited, in the period. */
const counts = (bls: Bl[], filter: Filter) => {
  const billed = revenue(bls, filter);
  return volume(bls, filter).bls > 0 || billed.invoices > 0 || billed.memos > 0;
};

function groupBy<K>(bls: Bl[], keyOf: (bl: Bl) => K) {
  const groups = new Map<K, Bl[]>();
  for (const bl of bls) groups.set(keyOf(bl), [...(groups.get(keyOf(bl)) ?? []), bl]);
  return groups;
}

const largestFirst = (a: { totalCbm: number; netAmount: string }, b: { totalCbm: number; netAmount: string }) =>
  b.totalCbm - a.totalCbm || Number(b.netAmount) - Number(a.netAmount);

export function totals(bls: Bl[], filter: Filter) {
  const { totalCbm, totalPackages, bls: count, netAmount } = figures(bls, filter);
  return { totalCbm, totalPackages, bls: count, netTotalAmount: netAmount };
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The overview of `year`, the year before counted through `through` (YYYY-MM-DD). */
export function overview(bls: Bl[], year: number, through: string) {
  return cargoHandlerTypes.map((name) => {
    const filter = yearsFilter(year, year, [name]);
    const monthlyData = Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      volume: cbmOf(volume(bls, monthFilter(`${year}-${String(index + 1).padStart(2, '0')}`, [name])).milliCbm),
    }));
    const counted = volume(bls, filter);
    return {
      name,
      monthlyData,
      totalCbm: cbmOf(counted.milliCbm),
      totalPackages: counted.packages,
      bls: counted.bls,
      previousYearCbm: cbmOf(
        volume(bls, { start: `${year - 1}-01-01`, end: dayAfter(through), categories: [name] }).milliCbm,
      ),
      netAmount: moneyOf(revenue(bls, filter).net),
      // Through this month while the year is this year: `through` is then today's date a year back, else Dec 31.
      monthChange: monthChange(monthlyData.slice(0, Number(through.slice(5, 7)))),
    };
  });
}

/** Of the months with volume, the last two and the change from one to the other in percent to one decimal. */
function monthChange(monthly: { month: number; volume: number }[]) {
  const withVolume = monthly.filter((entry) => entry.volume !== 0);
  if (withVolume.length < 2) return null;
  const [from, to] = [withVolume[withVolume.length - 2], withVolume[withVolume.length - 1]] as [
    (typeof monthly)[number],
    (typeof monthly)[number],
  ];
  const percent = Math.round((1000 * (to.volume - from.volume)) / from.volume) / 10;
  return { from: from.month, to: to.month, percent };
}

export const categorySummary = (bls: Bl[], filter: Filter) => ({
  data: withStorage(filter).categories.map((category) =>
    category === 'storage'
      ? {
          category,
          totalCbm: null,
          totalPackages: null,
          bls: null,
          netAmount: moneyOf(revenue(bls, { ...filter, categories: [category] }).net),
        }
      : { category, ...figures(bls, { ...filter, categories: [category] }) },
  ),
  summary: { ...totals(bls, filter), netTotalAmount: moneyOf(revenue(bls, withStorage(filter)).net) },
});

export function net(bls: Bl[], filter: Filter) {
  const data = withStorage(filter).categories.map((category) => {
    const sums = revenue(bls, { ...filter, categories: [category] });
    return {
      category,
      invoices: sums.invoices,
      netAmount: moneyOf(sums.net),
      vatAmount: moneyOf(sums.vat),
      paidAmount: moneyOf(sums.paid),
      receivableAmount: moneyOf(sums.net - sums.paid),
    };
  });
  const all = revenue(bls, withStorage(filter));
  return {
    data,
    summary: {
      totalCbm: cbmOf(volume(bls, filter).milliCbm),
      netTotalAmount: moneyOf(all.net),
      vatTotalAmount: moneyOf(all.vat),
      paidTotalAmount: moneyOf(all.paid),
    },
  };
}

export function yearly(
  bls: Bl[],
  from: number,
  to: number,
  categories: readonly CargoHandlerType[] = cargoHandlerTypes,
) {
  const cbmIn = (year: number, category: CargoHandlerType) =>
    categories.includes(category) ? cbmOf(volume(bls, yearsFilter(year, year, [category])).milliCbm) : 0;
  return Array.from({ length: to - from + 1 }, (_, index) => ({
    year: from + index,
    stevedoring: cbmIn(from + index, 'stevedoring'),
    arrastre: cbmIn(from + index, 'arrastre'),
  }));
}

export function agentSummary(bls: Bl[], filter: Filter, agentNames: Map<number, string>) {
  const rows = [...groupBy(bls, (bl) => bl.agentId)].flatMap(([agentId, ofAgent]) => {
    const visits = [...groupBy(ofAgent, (bl) => bl.workOrderId).values()].filter((visit) => counts(visit, filter));
    if (visits.length === 0) return [];
    return [
      {
        agentId,
        shippingAgent: agentNames.get(agentId) ?? '',
        ...figures(ofAgent, filter),
        vessels: visits.length,
        date: visits.map((visit) => (visit[0] as Bl).arrivalDate).reduce((a, b) => (a > b ? a : b)),
      },
    ];
  });
  rows.sort((a, b) => largestFirst(a, b) || byText(a.shippingAgent, b.shippingAgent));
  return { data: rows, rows: rows.length, summary: totals(bls, filter) };
}

export function agentVessels(bls: Bl[], filter: Filter, agentId: number) {
  const ofAgent = bls.filter((bl) => bl.agentId === agentId);
  const visits = [...groupBy(ofAgent, (bl) => bl.workOrderId).values()].filter((visit) => counts(visit, filter));
  const rows = visits.map((visit) => {
    const first = visit[0] as Bl;
    return {
      workOrderId: first.workOrderId,
      vesselName: first.vesselName,
      voyageNumber: first.voyageNumber,
      voyageNo: first.voyageNumber,
      arrivalDate: first.arrivalDate,
      ...figures(visit, filter),
    };
  });
  rows.sort((a, b) => largestFirst(a, b) || byText(b.arrivalDate, a.arrivalDate) || a.workOrderId - b.workOrderId);
  const summary = totals(visits.flat(), filter);
  return {
    vessels: rows,
    rows: rows.length,
    summary,
    totalPackages: summary.totalPackages,
    totalCbm: summary.totalCbm,
  };
}

export function consigneeSummary(bls: Bl[], filter: Filter) {
  const rows = [...groupBy(bls, (bl) => bl.consigneeKey)].flatMap(([consigneeKey, ofConsignee]) =>
    counts(ofConsignee, filter)
      ? [{ consigneeKey, consignee: (ofConsignee[0] as Bl).consignee, ...figures(ofConsignee, filter) }]
      : [],
  );
  rows.sort((a, b) => largestFirst(a, b) || byText(a.consignee, b.consignee) || byText(a.consigneeKey, b.consigneeKey));
  return { data: rows, rows: rows.length, summary: totals(bls, filter) };
}

/**
 * A consignee's BLs we handle in the filter's categories, newest arrival first, each with its invoice's net in those
 * categories, less its credit memos', whatever their dates; the totals are those of the BLs listed.
 */
export function consigneeItems(bls: Bl[], filter: Filter, consigneeKey: string) {
  const listed = bls
    .filter((bl) => bl.consigneeKey === consigneeKey && within(bl.arrivalDate, filter))
    .filter((bl) => bl.ours.some((category) => filter.categories.includes(category)))
    .sort((a, b) => byText(b.arrivalDate, a.arrivalDate) || b.id - a.id);
  const inFilter = (line: { category: CargoHandlerType }) => filter.categories.includes(line.category);
  const netCents = (invoice: Invoice) =>
    invoice.lines.filter(inFilter).reduce((sum, line) => sum + line.cents, 0n) -
    invoice.memos.flatMap((memo) => memo.lines.filter(inFilter)).reduce((sum, line) => sum + line.netCents, 0n);
  return {
    data: listed.map((bl) => ({
      id: bl.id,
      blNo: bl.blNo,
      vesselName: bl.vesselName,
      voyageNumber: bl.voyageNumber,
      arrivalDate: bl.arrivalDate,
      description: bl.itemDescription,
      packages: bl.packages,
      cbm: cbmOf(bl.milliCbm),
      noPackages: bl.packages,
      cbmSo: cbmOf(bl.milliCbm),
      netAmount: bl.invoice ? moneyOf(netCents(bl.invoice)) : null,
      invoiceNumber: bl.invoice?.invoiceNumber ?? null,
    })),
    total: listed.length,
    summary: {
      totalCbm: cbmOf(listed.reduce((sum, bl) => sum + bl.milliCbm, 0)),
      totalPackages: listed.reduce((sum, bl) => sum + bl.packages, 0),
      bls: listed.length,
      netTotalAmount: moneyOf(listed.reduce((sum, bl) => sum + (bl.invoice ? netCents(bl.invoice) : 0n), 0n)),
    },
    count: listed.length,
    totalCbm: cbmOf(listed.reduce((sum, bl) => sum + bl.milliCbm, 0)),
    totalPackages: listed.reduce((sum, bl) => sum + bl.packages, 0),
  };
}

export function descriptionSummary(bls: Bl[], filter: Filter, limit: number) {
  const rows = [...groupBy(bls, (bl) => bl.description)].flatMap(([description, ofDescription]) => {
    const counted = volume(ofDescription, filter);
    return counted.bls > 0
      ? [
          {
            description,
            totalCbm: cbmOf(counted.milliCbm),
            totalPackages: counted.packages,
            milliCbm: counted.milliCbm,
          },
        ]
      : [];
  });
  rows.sort((a, b) => b.milliCbm - a.milliCbm || byText(a.description, b.description));
  const top = rows.slice(0, limit);
  const rest = rows.slice(limit);
  return {
    data: top.map(({ milliCbm, ...row }) => row),
    others: {
      totalCbm: cbmOf(rest.reduce((sum, row) => sum + row.milliCbm, 0)),
      totalPackages: rest.reduce((sum, row) => sum + row.totalPackages, 0),
    },
  };
}

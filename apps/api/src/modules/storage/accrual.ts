import { decimal, divideRounded, scaled } from '@portside/contracts/money';
import {
  type CargoClass,
  type StorageAccrual,
  type StorageLine,
  type StorageTariff,
  storageTariffInForce,
} from '@portside/contracts/storage';
import { type Measures, quantityOf } from '../billing-invoices/charges';
import { addDays, daysAfter, daysBetween } from './calendar';

/** Packages that left the terminal on a day (YYYY-MM-DD, the terminal's calendar). */
export type Withdrawal = { day: string; packages: number };

export type StayOfBl = {
  cargoClass: CargoClass;
  /** The terminal's calendar day of the BL's last discharge: free time starts the day after. */
  dischargeDay: string;
  /** Count to this day (today), or to the day the last package left, whichever comes first. */
  toDay: string;
  measures: Measures;
  /**
   * The packages that came off the vessel (at least 1: a BL of none counted is one lot); storage accrues pro rata on
   * those still in the terminal.
   */
  packages: number;
  withdrawals: readonly Withdrawal[];
  /** A seller that is not VAT-registered charges no VAT. */
  vatRegistered: boolean;
};

type ChargedDay = { day: string; tariff: StorageTariff; tier: number; rate: bigint; quantity: bigint };

/** Packages withdrawn before `day`, at most all of them. */
const withdrawnBefore = (stay: StayOfBl, day: string) =>
  Math.min(
    stay.packages,
    stay.withdrawals.filter((w) => w.day < day).reduce((sum, w) => sum + w.packages, 0),
  );

/**
 * What a stay's days are charged on, asked day after day in order: the tariff in force (null: none), its rates and the
 * quantity in the terminal are read again only when they can change (a tariff's first day, the day after a
 * withdrawal), so that years in the yard cost a tier lookup a day rather than parses and searches.
 */
function dayByDay(stay: StayOfBl, tariffs: readonly StorageTariff[]) {
  const changes = [
    ...tariffs.filter((tariff) => tariff.cargoClass === stay.cargoClass).map((tariff) => tariff.effectiveFrom),
    ...stay.withdrawals.map((w) => addDays(w.day, 1)),
  ].sort();
  /** The first change not reached yet: what was read holds until its day. */
  let next = 0;
  let read: { tariff: StorageTariff; quantity: bigint; rates: bigint[] } | undefined | null;
  return (day: string, k: number): ChargedDay | undefined => {
    if (read === undefined || (changes[next] ?? '9999') <= day) {
      while ((changes[next] ?? '9999') <= day) next++;
      const tariff = storageTariffInForce(tariffs, stay.cargoClass, day);
      const remaining = BigInt(stay.packages - withdrawnBefore(stay, day));
      read = tariff
        ? {
            tariff,
            quantity: divideRounded(quantityOf(stay.measures, tariff.basis) * remaining, BigInt(stay.packages)),
            rates: [tariff.ratePerDay, ...tariff.tiers.map((tier) => tier.ratePerDay)].map((rate) => scaled(rate, 2)),
          }
        : null;
    }
    if (!read) return undefined;
    const tier = read.tariff.tiers.findLastIndex((step) => step.fromDay <= k) + 1;
    return { day, tariff: read.tariff, tier, rate: read.rates[tier] ?? 0n, quantity: read.quantity };
  };
}

/** Which of the days charged are counted: those after a day already billed, less the first ones waived. */
export type Counted = { after?: string; waivedDays?: number };

/**
 * Each day charged: day k (1 = the day after the discharge) is free up to the free days of the tariff in force on the
 * discharge day, then charged at the tariff in force on that day (its tier by k) on what was still in the terminal when
 * the day began: the BL's quantity pro rata of the packages not yet withdrawn. The day a package leaves is charged.
 * Days up to `after` (billed already) are left out, and then the first `waivedDays`.
 */
function chargedDays(
  stay: StayOfBl,
  tariffs: readonly StorageTariff[],
  freeDays: number,
  lastDay: number,
  { after, waivedDays = 0 }: Counted,
) {
  const days: ChargedDay[] = [];
  const chargedOn = dayByDay(stay, tariffs);
  const dayOf = daysAfter(stay.dischargeDay);
  for (let k = freeDays + 1; k <= lastDay; k++) {
    const day = dayOf(k);
    if (after !== undefined && day <= after) continue;
    const charged = chargedOn(day, k);
    if (!charged) break;
    days.push(charged);
  }
  return days.slice(waivedDays);
}

/** Day k of the last day that began with packages in the terminal, counting to `toDay`. */
function lastDayIn(stay: StayOfBl): number {
  const toDay = Math.max(0, daysBetween(stay.dischargeDay, stay.toDay));
  const goneOn = stay.withdrawals
    .map((w) => w.day)
    .sort()
    .find((day) => withdrawnBefore(stay, addDays(day, 1)) >= stay.packages);
  return goneOn === undefined ? toDay : Math.min(toDay, Math.max(0, daysBetween(stay.dischargeDay, goneOn)));
}

const sameLine = (a: ChargedDay, b: ChargedDay) =>
  a.tariff === b.tariff && a.tier === b.tier && a.quantity === b.quantity;

/** Consecutive days charged alike make one line: amount = days x quantity x rate, rounded half up once. */
function linesOf(days: readonly ChargedDay[]) {
  const groups: ChargedDay[][] = [];
  for (const day of days) {
    const last = groups.at(-1);
    if (last?.[0] && sameLine(last[0], day)) last.push(day);
    else groups.push([day]);
  }
  return groups.flatMap((group) => {
    const [first] = group;
    const last = group.at(-1);
    if (!first || !last) return [];
    const amount = divideRounded(BigInt(group.length) * first.quantity * first.rate, 1000n);
    return [{ first, last, days: group.length, amount, vat: scaled(first.tariff.vatPercent, 2) }];
  });
}

/**
 * The storage a BL accrued from its discharge to `toDay` (or to the day its last package left), computed exactly in
 * BigInt like the invoices' charges (charges.ts): each line rounded once, the VAT of the lines rounded once. Only the
 * days `counted` says are charged (all of them by default).
 */
export function accrueStorage(
  stay: StayOfBl,
  tariffs: readonly StorageTariff[],
  counted: Counted = {},
): StorageAccrual {
  const atDischarge = storageTariffInForce(tariffs, stay.cargoClass, stay.dischargeDay);
  const lastDay = lastDayIn(stay);
  const freeDays = atDischarge?.freeDays ?? 0;
  const lines = atDischarge ? linesOf(chargedDays(stay, tariffs, freeDays, lastDay, counted)) : [];
  const net = lines.reduce((sum, line) => sum + line.amount, 0n);
  const vat = stay.vatRegistered
    ? divideRounded(
        lines.reduce((sum, line) => sum + line.amount * line.vat, 0n),
        10_000n,
      )
    : 0n;
  return {
    cargoClass: stay.cargoClass,
    dischargeDay: stay.dischargeDay,
    toDay: addDays(stay.dischargeDay, lastDay),
    priced: atDischarge !== undefined,
    daysInTerminal: lastDay,
    freeDays,
    freeDaysLeft: Math.max(0, freeDays - lastDay),
    chargeableDays: lines.reduce((sum, line) => sum + line.days, 0),
    lines: lines.map(
      ({ first, last, days, amount, vat: lineVat }): StorageLine => ({
        from: first.day,
        to: last.day,
        days,
        tier: first.tier,
        basis: first.tariff.basis,
        quantity: decimal(first.quantity, 3),
        ratePerDay: decimal(first.rate, 2),
        vatPercent: decimal(lineVat, 2),
        amount: decimal(amount, 2),
      }),
    ),
    netAmount: decimal(net, 2),
    vatAmount: decimal(vat, 2),
    totalAmount: decimal(net + vat, 2),
  };
}

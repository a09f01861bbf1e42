import { type CargoClass, ppaFreeDays, type StorageTariff } from '@portside/contracts/storage';
import type { Db } from '../db/client';
import { fractionOf } from '../db/percent';
import { storageTariffs } from '../db/schema/index';
import { type Day, dayOfYear, formatDay, yearOf } from './time';

/** Pesos per revenue ton per day from the first year, and from 1 January of the latest year on (a raise mid-stay). */
const rates: Record<CargoClass, { first: [string, string]; latest: [string, string] }> = {
  import: { first: ['12.00', '24.00'], latest: ['13.50', '27.00'] },
  export: { first: ['10.00', '20.00'], latest: ['11.25', '22.50'] },
  domestic: { first: ['6.00', '12.00'], latest: ['6.75', '13.50'] },
  transhipment: { first: ['12.00', '24.00'], latest: ['13.50', '27.00'] },
};
/** Storage doubles from the 31st day in the terminal. */
const tierFrom = 31;

/** The storage tariffs the demo settings hold: PPA's free days, per revenue ton, 12% VAT. */
export function storageTariffSchedule(startDay: Day, today: Day): StorageTariff[] {
  const years = [yearOf(startDay), yearOf(today)].filter((year, index, all) => all.indexOf(year) === index);
  return years.flatMap((year, index) =>
    Object.entries(rates).map(([cargoClass, rate]): StorageTariff => {
      const [base, raised] = index === 0 ? rate.first : rate.latest;
      return {
        cargoClass: cargoClass as CargoClass,
        basis: 'revenueTon',
        freeDays: ppaFreeDays[cargoClass as CargoClass],
        ratePerDay: base,
        tiers: [{ fromDay: tierFrom, ratePerDay: raised }],
        vatPercent: '12.00',
        effectiveFrom: formatDay(dayOfYear(year, 1, 1)),
      };
    }),
  );
}

/** A handful of rows, written as the settings write them. */
export async function writeStorageTariffs(db: Db, tariffs: StorageTariff[]): Promise<void> {
  await db
    .insert(storageTariffs)
    .values(tariffs.map(({ vatPercent, ...tariff }) => ({ ...tariff, vatRate: fractionOf(vatPercent) })));
}

/** Most visits bring imports; one in ten is domestic, one in twenty export, one in forty transhipment. */
export function cargoClassOf(workOrderId: number): CargoClass {
  const slot = workOrderId % 40;
  if (slot === 0) return 'transhipment';
  if (slot % 20 === 1) return 'export';
  return slot % 10 === 2 ? 'domestic' : 'import';
}

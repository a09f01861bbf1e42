import type { CargoClass, StorageAccrual } from '@portside/contracts/storage';
import { defaultTimeZone } from '@portside/contracts/time-zone';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings, items, workOrders } from '../../db/schema/index';
import { readStorageTariffs } from '../settings/service';
import { accrueStorage, type Counted, type Withdrawal } from './accrual';

const terminalZone = sql`coalesce((select time_zone from app_settings), ${defaultTimeZone})`;
const dayIn = (instant: SQL) => sql<string | null>`to_char(${instant} at time zone ${terminalZone}, 'YYYY-MM-DD')`;

/**
 * What a BL's storage is counted from, as columns of a query that joins the item to its work order: the visit's cargo
 * class, the days of the discharge and of the gate-out in the terminal's calendar, today there, what it measures and
 * the packages that came off the vessel.
 */
export const stayColumns = {
  cargoClass: workOrders.cargoClass,
  dischargeDay: dayIn(sql`${items.handledAt}`),
  gateOutDay: dayIn(sql`${items.gateOutAt}`),
  today: sql<string>`to_char(now() at time zone ${terminalZone}, 'YYYY-MM-DD')`,
  storedPackages: sql<number>`coalesce(${items.dischargedPackages}, ${items.noPackages})`.mapWith(Number),
  cbmExact: sql<string>`${items.cbm}::text`,
  grossWeightExact: sql<string>`${items.grossWeight}::text`,
};
export type StayRow = {
  cargoClass: CargoClass;
  dischargeDay: string | null;
  gateOutDay: string | null;
  today: string;
  storedPackages: number;
  cbmExact: string;
  grossWeightExact: string;
};

/**
 * Counts the storage of BLs read with `stayColumns` and their releases at the gate, at the tariffs and VAT registration
 * of the settings read once: null for a BL not discharged yet. Counted to today, or to `toDay` when given (a day
 * planned for the pick-up).
 */
export async function storageCounter(db: Db) {
  const [tariffs, [settings]] = await Promise.all([
    readStorageTariffs(db),
    db.select({ vatRegistered: appSettings.vatRegistered }).from(appSettings),
  ]);
  return (
    row: StayRow,
    released: readonly Withdrawal[],
    toDay?: string,
    counted: Counted = {},
  ): StorageAccrual | null => {
    if (!row.dischargeDay) return null;
    const packages = Math.max(row.storedPackages, 1);
    // A BL out of the gate has nothing left: what no release names (recorded before releases were) left that day.
    const unnamed = packages - released.reduce((sum, withdrawal) => sum + withdrawal.packages, 0);
    const withdrawals =
      row.gateOutDay && unnamed > 0 ? [...released, { day: row.gateOutDay, packages: unnamed }] : released;
    return accrueStorage(
      {
        cargoClass: row.cargoClass,
        dischargeDay: row.dischargeDay,
        toDay: toDay ?? row.today,
        measures: { cbm: row.cbmExact, grossWeight: row.grossWeightExact },
        packages,
        withdrawals,
        vatRegistered: settings?.vatRegistered ?? true,
      },
      tariffs,
      counted,
    );
  };
}
export type StorageCounter = Awaited<ReturnType<typeof storageCounter>>;

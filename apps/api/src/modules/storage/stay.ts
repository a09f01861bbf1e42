import type { CargoClass, StorageAccrual } from '@portside/contracts/storage';
import { defaultTimeZone } from '@portside/contracts/time-zone';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/index';
import { readStorageTariffs } from '../settings/service';
import { accrueStorage, type Counted, type Withdrawal } from './accrual';

const terminalZone = sql`coalesce((select time_zone from app_settings), ${defaultTimeZone})`;
const dayIn = (instant: SQL) => sql<string | null>`to_char(${instant} at time zone ${terminalZone}, 'YYYY-MM-DD')`;

/**
 * What a BL's storage is counted from, as one JSON object (StayRow) of the item `item` and its work order `workOrder`
 * (their names or aliases in the query): the visit's cargo class, the days of the discharge and of the gate-out in the
 * terminal's calendar, today there, what it measures and the packages that came off the vessel.
 */
export const stayOf = (item: SQL, workOrder: SQL) => sql<StayRow>`jsonb_build_object(
    'cargoClass', ${workOrder}.cargo_class,
    'dischargeDay', ${dayIn(sql`${item}.handled_at`)},
    'gateOutDay', ${dayIn(sql`${item}.gate_out_at`)},
    'today', to_char(now() at time zone ${terminalZone}, 'YYYY-MM-DD'),
    'storedPackages', coalesce(${item}.discharged_packages, ${item}.no_packages),
    'cbmExact', ${item}.cbm::text,
    'grossWeightExact', ${item}.gross_weight::text
  )`;
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
 * Counts the storage of BLs read with `stayOf` and their releases at the gate, at the tariffs and VAT registration
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

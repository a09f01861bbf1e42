import { defaultTimeZone } from '@portside/contracts/time-zone';
import type { Withdrawal } from '@portside/contracts/tracking';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isoInstant } from '../../db/sql-expressions';

/** A release as the gate recorded it, with its day on the terminal's calendar (storage counts by day). */
export type WithdrawalOnDay = Withdrawal & { day: string };

const terminalZone = sql`coalesce((select time_zone from app_settings), ${defaultTimeZone})`;

/** The standing releases of the BL `itemId`, the first first: a handful of rows through gate_releases_item_idx. */
export const withdrawalsOf = (itemId: AnyPgColumn | SQL) =>
  sql<WithdrawalOnDay[]>`coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', r.id, 'packages', r.packages, 'plateNumber', r.plate_number, 'driverName', r.driver_name,
      'slipNumber', r.slip_number, 'releasedAt', ${isoInstant(sql`r.released_at`)},
      'day', to_char(r.released_at at time zone ${terminalZone}, 'YYYY-MM-DD')
    ) order by r.released_at, r.id)
    from gate_releases r where r.item_id = ${itemId} and r.cancelled_at is null
  ), '[]'::jsonb)`;

/** What came off the vessel (the outturn, else the manifest's count), at least 1: a BL of none counted is one lot. */
export const wholeOf = (storedPackages: number) => Math.max(storedPackages, 1);

type Released = {
  gateOutAt: Date | string | null;
  stay: { storedPackages: number };
  withdrawals: readonly { packages: number }[];
};

/** Packages still in the terminal: none once the BL is out, else the whole less what the trucks took. */
export function remainingOf(row: Released): number {
  if (row.gateOutAt) return 0;
  const released = row.withdrawals.reduce((sum, withdrawal) => sum + withdrawal.packages, 0);
  return Math.max(wholeOf(row.stay.storedPackages) - released, 0);
}

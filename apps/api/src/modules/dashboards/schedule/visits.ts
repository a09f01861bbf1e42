import { defaultTimeZone } from '@portside/contracts/time-zone';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { percentDone, sharePercent } from '../../../db/progress';
import { isOwnOperator } from '../../settings/own-operator';

/** Which visits the schedules consider (docs/domain.md "Vessel schedules"). */
export const scheduleWindow = {
  /** Visits are read by arrival date, from this many days before today to this many after. */
  daysBefore: 30,
  daysAfter: 30,
  /** Arriving visits whose arrival date is at most this many days past (a call never worked is not kept forever). */
  arrivingDaysPast: 14,
  /** Completed visits that departed (or finished discharging) within this many days. */
  completedDays: 7,
} as const;

/** One vessel visit of the schedule's window with the figures of its records; CBM of "our" items per category. */
export type Visit = {
  workOrderId: number;
  vesselName: string;
  voyageNumber: string;
  arrivalDate: string;
  /** Whole days from the arrival date to today in the terminal's time zone: negative for a visit still to come. */
  daysSinceArrival: number;
  berthLocation: string | null;
  timeOfDeparture: string | null;
  firstMove: string | null;
  latestUpdate: string | null;
  /** When the last BL was discharged. */
  lastHandledAt: string | null;
  itemCount: number;
  handledCount: number;
  packages: number;
  /** Handled CBM / total CBM of all the visit's items, 0 to 100, 1 decimal (rounded down: 100 only when all is). */
  percentDone: number;
  stevedoring: CategoryFigures;
  arrastre: CategoryFigures;
};

/** Our operator's items of one category: their CBM, what is handled, and the handled share (null when none). */
export type CategoryFigures = { total: number; remaining: number; percent: number | null };

type VisitRow = {
  work_order_id: number;
  vessel_name: string;
  voyage_number: string;
  arrival_date: string;
  days_since_arrival: number;
  berth_location: string | null;
  time_of_departure: Date | string | null;
  first_move: Date | string | null;
  latest_update: Date | string | null;
  last_handled_at: Date | string | null;
  item_count: number;
  handled_count: number;
  packages: number | string;
  percent_done: string;
  stevedoring_total: string;
  stevedoring_remaining: string;
  stevedoring_percent: string | null;
  arrastre_total: string;
  arrastre_remaining: string;
  arrastre_percent: string | null;
};

/** PGlite and node-postgres both give timestamptz as a Date; normalised to ISO 8601 in UTC. */
const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const figures = (total: string, remaining: string, percent: string | null): CategoryFigures => ({
  total: Number(total),
  remaining: Number(remaining),
  percent: percent === null ? null : Number(percent),
});

/**
 * Every visit arriving within the window around today (in the terminal's time zone) as of `now`, but those that
 * departed before the completed group's days, with its first move (the first hour in which a tally recorded moves),
 * its latest record and the totals of its items: one query, each visit's items and tallies read through their
 * work-order indexes. A handler is ours when its name is one of
 * the settings' own operators, ignoring case.
 */
export async function readVisits(db: Db, now: Date): Promise<Visit[]> {
  const ownStevedoring = sql`i.stevedoring_id in (select id from own)`;
  const ownArrastre = sql`i.arrastre_id in (select id from own)`;
  const handled = sql`i.handled_at is not null`;
  const result = (await db.execute(sql`
    with settings as (
      select coalesce((select time_zone from app_settings where id = 1), ${defaultTimeZone}) as time_zone
    ),
    today as (select (${now.toISOString()}::timestamptz at time zone (select time_zone from settings))::date as day),
    own as (
      select h.id from cargo_handlers h
      where ${isOwnOperator(sql`h.name`)}
    )
    select w.id as work_order_id, v.name as vessel_name, v.voyage_number, w.arrival_date::text as arrival_date,
      m.berth_location, m.time_of_departure, moves.first_move,
      greatest(moves.last_tally, totals.last_handled_at, m.updated_at) as latest_update, totals.last_handled_at,
      totals.item_count, totals.handled_count, totals.packages,
      ${percentDone(sql`totals.handled_cbm`, sql`totals.total_cbm`)}::text as percent_done,
      totals.stevedoring_total::text, (totals.stevedoring_total - totals.stevedoring_handled)::text
        as stevedoring_remaining,
      ${sharePercent(sql`totals.stevedoring_handled`, sql`totals.stevedoring_total`)}::text as stevedoring_percent,
      totals.arrastre_total::text, (totals.arrastre_total - totals.arrastre_handled)::text as arrastre_remaining,
      ${sharePercent(sql`totals.arrastre_handled`, sql`totals.arrastre_total`)}::text as arrastre_percent,
      (select day from today) - w.arrival_date as days_since_arrival
    from work_orders w
    join vessels v on v.id = w.vessel_id
    left join monitoring m on m.work_order_id = w.id
    left join lateral (
      select (select t.hour_start from productivity_tallies t where t.work_order_id = w.id and t.moves > 0
          order by t.hour_start limit 1) as first_move,
        (select max(t.hour_start) from productivity_tallies t where t.work_order_id = w.id) as last_tally
    ) moves on true
    left join lateral (
      select count(*)::int as item_count, count(i.handled_at)::int as handled_count,
        coalesce(sum(i.no_packages), 0)::bigint as packages,
        coalesce(sum(i.cbm), 0) as total_cbm,
        coalesce(sum(i.cbm) filter (where ${handled}), 0) as handled_cbm,
        coalesce(sum(i.cbm) filter (where ${ownStevedoring}), 0) as stevedoring_total,
        coalesce(sum(i.cbm) filter (where ${ownStevedoring} and ${handled}), 0) as stevedoring_handled,
        coalesce(sum(i.cbm) filter (where ${ownArrastre}), 0) as arrastre_total,
        coalesce(sum(i.cbm) filter (where ${ownArrastre} and ${handled}), 0) as arrastre_handled,
        max(i.handled_at) as last_handled_at
      from items i where i.work_order_id = w.id
    ) totals on true
    where w.arrival_date between (select day from today) - ${scheduleWindow.daysBefore}::int
      and (select day from today) + ${scheduleWindow.daysAfter}::int
      -- Departed before the completed group's days: listed nowhere, so its items are not summed.
      and not coalesce(m.time_of_departure < ${now.toISOString()}::timestamptz
        - make_interval(days => ${scheduleWindow.completedDays}::int), false)
    order by w.arrival_date, w.id`)) as unknown as { rows: VisitRow[] };
  return result.rows.map(
    (row): Visit => ({
      workOrderId: row.work_order_id,
      vesselName: row.vessel_name,
      voyageNumber: row.voyage_number,
      arrivalDate: row.arrival_date,
      daysSinceArrival: row.days_since_arrival,
      berthLocation: row.berth_location,
      timeOfDeparture: instant(row.time_of_departure),
      firstMove: instant(row.first_move),
      latestUpdate: instant(row.latest_update),
      lastHandledAt: instant(row.last_handled_at),
      itemCount: row.item_count,
      handledCount: row.handled_count,
      packages: Number(row.packages),
      percentDone: Number(row.percent_done),
      stevedoring: figures(row.stevedoring_total, row.stevedoring_remaining, row.stevedoring_percent),
      arrastre: figures(row.arrastre_total, row.arrastre_remaining, row.arrastre_percent),
    }),
  );
}

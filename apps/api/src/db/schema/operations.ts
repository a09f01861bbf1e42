import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';
import { workOrders } from './work-orders';

/** What operation records about a vessel visit; the derived figures are computed, never stored. */
export const monitoring = pgTable(
  'monitoring',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'restrict' }),
    actualTimeOfArrival: instant('actual_time_of_arrival'),
    timeOfBerth: instant('time_of_berth'),
    timeOfDeparture: instant('time_of_departure'),
    berthLocation: varchar('berth_location', { length: 100 }),
    pier: varchar('pier', { length: 100 }),
    targetMovesPerHour: numeric('target_moves_per_hour', { precision: 10, scale: 2 }),
    noGang: integer('no_gang'),
    breakDurationHours: numeric('break_duration_hours', { precision: 6, scale: 2 }),
    /**
     * A completed visit a supervisor reopened to correct its records: it stays completed for commercial and finance,
     * and operation corrects it until its departure is recorded again, which clears this.
     */
    reopenedAt: instant('reopened_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('monitoring_work_order_key').on(t.workOrderId)],
);

/** Moves of one gang in one hour of a vessel visit: the productivity log. */
export const productivityTallies = pgTable(
  'productivity_tallies',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'restrict' }),
    hourStart: instant('hour_start').notNull(),
    gang: integer('gang').notNull(),
    moves: integer('moves').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('productivity_tallies_key').on(t.workOrderId, t.hourStart, t.gang),
    check('productivity_tallies_moves', sql`${t.moves} >= 0`),
  ],
);

export const delays = pgTable(
  'delays',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'restrict' }),
    reason: varchar('reason', { length: 200 }).notNull(),
    notes: text('notes'),
    fromTime: instant('from_time').notNull(),
    toTime: instant('to_time').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('delays_work_order_idx').on(t.workOrderId, t.fromTime)],
);

/**
 * The key of each entry typed on a device (a tally, a delay: the Idempotency-Key of its POST), taken in the entry's
 * own transaction: an entry sent again after its answer was lost (a queue sent when the signal returns) is refused,
 * never recorded twice. Kept 30 days (modules/operations/entry-keys.ts).
 */
export const entryKeys = pgTable(
  'entry_keys',
  {
    key: uuid('key').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('entry_keys_created_idx').on(t.createdAt)],
);

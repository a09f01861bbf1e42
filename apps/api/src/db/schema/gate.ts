import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cancellation } from './cancellation';
import { instant } from './columns';
import { users } from './users';
import { items } from './work-orders';

/**
 * Packages of a BL that left the gate on one truck, with its withdrawal slip: a BL leaves in one release or in many;
 * it is out (items.gate_out_at) when none remain. A release made by mistake is reversed by a supervisor (the
 * cancellation's columns), never deleted.
 */
export const gateReleases = pgTable(
  'gate_releases',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    packages: integer('packages').notNull(),
    plateNumber: varchar('plate_number', { length: 20 }).notNull(),
    driverName: varchar('driver_name', { length: 120 }).notNull(),
    slipNumber: varchar('slip_number', { length: 40 }).notNull(),
    releasedAt: instant('released_at').notNull().defaultNow(),
    releasedBy: integer('released_by').references(() => users.id, { onDelete: 'restrict' }),
    /** Why a supervisor let the truck out while the BL owed storage (docs/domain.md); null when it owed none. */
    holdReason: text('hold_reason'),
    ...cancellation(),
  },
  (t) => [
    index('gate_releases_item_idx').on(t.itemId, t.releasedAt),
    // One truck per slip of a BL; the releases recorded before slips were asked (empty) are exempt.
    uniqueIndex('gate_releases_slip_key')
      .on(t.itemId, sql`lower(${t.slipNumber})`)
      .where(sql`${t.cancelledAt} is null and ${t.slipNumber} <> ''`),
    check('gate_releases_packages_positive', sql`${t.packages} > 0`),
  ],
);

import type { Cancellation } from '@portside/contracts/cancellations';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from './schema/index';

type Cancellable = { cancelledAt: PgColumn; cancelledBy: PgColumn; cancelReason: PgColumn };

/** A document's cancellation as the API answers it (when, the canceller's name, why), or null while it stands. */
export const cancellationOf = (table: Cancellable): SQL<Cancellation> =>
  sql<Cancellation>`case when ${table.cancelledAt} is null then null else json_build_object(
    'cancelledAt', to_char(${table.cancelledAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'cancelledBy', (select coalesce(${users.name}, ${users.username}) from ${users} where ${users.id} = ${table.cancelledBy}),
    'reason', ${table.cancelReason}) end`;

/** The columns a cancellation writes: now, the actor and the reason. */
export const cancelledBy = (actor: { id: number }, reason: string) => ({
  cancelledAt: sql`now()`,
  cancelledBy: actor.id,
  cancelReason: reason,
});

/**
 * The BL of a document that names one while it stands (`item_id`) and keeps it in `cancelled_item_id` once cancelled:
 * the BL either way, for the lists and pages that show cancelled documents too.
 */
export const blOf = (table: { itemId: PgColumn; cancelledItemId: PgColumn }) =>
  sql<number>`coalesce(${table.itemId}, ${table.cancelledItemId})`;

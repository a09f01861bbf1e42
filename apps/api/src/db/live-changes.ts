import { eq, inArray } from 'drizzle-orm';
import { afterCommit, type Db } from './client';
import { consignees, items } from './schema/index';

/** A BL and its consignee's company (a client user hears only its own company's). */
export type LiveBl = [blId: number, companyId: number | null];

/** What changed, by ids only: each page loads its own figures again (modules/live streams them; docs/architecture.md "Live updates"). */
export type LiveChange = { topic: 'visit'; workOrderId: number } | { topic: 'bl'; bls: LiveBl[] };
/** A change as every process hears it, with the id that a stream's Last-Event-ID names. */
export type LiveEvent = LiveChange & { id: string };

export type LivePublisher = { publish(change: LiveChange): void };

const publishers = new WeakMap<Db, LivePublisher>();

/** The app's bus hears what is written through `db` (app.ts). */
export function publishLiveChanges(db: Db, publisher: LivePublisher) {
  publishers.set(db, publisher);
}

function emit(tx: Db, change: LiveChange) {
  afterCommit(tx, (root) => publishers.get(root)?.publish(change));
}

/** A vessel visit changed (its monitoring, tallies, delays, status, BLs): told once the transaction commits. */
export function visitChanged(tx: Db, workOrderId: number) {
  emit(tx, { topic: 'visit', workOrderId });
}

/** How many BLs one event names: a notification's payload stays well under PostgreSQL's 8,000 bytes. */
const blsPerEvent = 200;

/** BLs changed (discharged, cleared, billed, paid, released): told once the transaction commits. */
export async function blsChanged(tx: Db, blIds: readonly number[]) {
  if (blIds.length === 0) return;
  const rows = await tx
    .select({ id: items.id, companyId: consignees.companyId })
    .from(items)
    .leftJoin(consignees, eq(consignees.id, items.consigneeId))
    .where(inArray(items.id, [...new Set(blIds)]));
  for (let start = 0; start < rows.length; start += blsPerEvent) {
    const bls = rows.slice(start, start + blsPerEvent).map((row): LiveBl => [row.id, row.companyId]);
    emit(tx, { topic: 'bl', bls });
  }
}

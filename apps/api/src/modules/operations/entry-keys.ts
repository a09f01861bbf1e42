import { operationMessages } from '@portside/contracts/operations';
import { eq, lt, sql } from 'drizzle-orm';
import { afterCommit, type Db } from '../../db/client';
import { entryKeys } from '../../db/schema/index';
import { Conflict } from '../../errors';
import type { Actor } from '../audit/record';

/** How long a key is kept: a device's queue older than this is long stale (its entries show as waiting until sent). */
const keptDays = 30;
const pruneEveryMs = 3_600_000;
let prunedAt = 0;

/**
 * Takes the key of an entry typed on a device (Idempotency-Key), in the entry's own transaction: a key taken before
 * is refused (409 with the sentence), so an entry sent again after its answer was lost is recorded once. Two sends of
 * one key at once: the second waits for the first, and is refused once it committed (recorded if it rolled back).
 */
/**
 * An entry whose key was taken is refused before anything else is checked: recorded already, it must not come back
 * refused for a reason of now (the visit completed since), or the clerk would type it again.
 */
export async function refuseTakenKey(tx: Db, key: string | undefined) {
  if (!key) return;
  const [taken] = await tx.select({ key: entryKeys.key }).from(entryKeys).where(eq(entryKeys.key, key));
  if (taken) throw new Conflict(operationMessages.entryRecorded);
}

export async function takeEntryKey(tx: Db, actor: Actor, workOrderId: number, key: string | undefined) {
  if (!key) return;
  const taken = await tx
    .insert(entryKeys)
    .values({ key, workOrderId, userId: actor.id })
    .onConflictDoNothing()
    .returning({ key: entryKeys.key });
  if (taken.length === 0) throw new Conflict(operationMessages.entryRecorded);
  if (Date.now() - prunedAt > pruneEveryMs) {
    prunedAt = Date.now();
    // After the entry's commit, outside its locks.
    afterCommit(tx, (root) => {
      root
        .delete(entryKeys)
        .where(lt(entryKeys.createdAt, sql`now() - make_interval(days => ${keptDays})`))
        .catch(() => {
          prunedAt = 0;
        });
    });
  }
}

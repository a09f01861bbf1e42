import { operationMessages } from '@portside/contracts/operations';
import { v4 as newKey } from 'uuid';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getToken, userIdOf } from '../../../lib/session';
import { dropEntry, entriesOf, keepEntry, type NewEntry, type QueuedEntry, refuseEntry } from './entry-store';

/** What became of an entry sent: recorded (now or before), refused with the server's answer, or still waiting. */
export type Sent = { state: 'recorded' } | { state: 'refused'; error: ApiError } | { state: 'waiting' };

/** A weak signal keeps the clerk waiting this long at most: then the entry waits and goes in the background. */
const sendTimeoutMs = 5000;

const pathOf = (entry: QueuedEntry) =>
  `/work-orders/${entry.workOrderId}/${entry.kind === 'tally' ? 'productivity-logs' : 'delays'}`;

/**
 * Sends one entry with its key. Not delivered (no connection, a timeout, the server restarting or unreachable, the
 * session ended): it stays, waiting. Refused because its key was taken: the server recorded it already (its answer was
 * lost), so it is done.
 */
async function send(entry: QueuedEntry): Promise<Sent> {
  // Only as the user who typed it (the session may have changed since the list was read).
  if (userIdOf(getToken()) !== entry.userId) return { state: 'waiting' };
  try {
    await apiRequest<unknown>(pathOf(entry), {
      method: 'POST',
      body: entry.body,
      entryKey: entry.key,
      timeoutMs: sendTimeoutMs,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401 || error.status === 429) {
      return { state: 'waiting' };
    }
    if (error.status !== 409 || error.body?.detail !== operationMessages.entryRecorded) {
      return { state: 'refused', error };
    }
  }
  await dropEntry(entry.id);
  return { state: 'recorded' };
}

/** One sender at a time on this device (across its tabs where the browser has locks): each entry is sent in turn. */
function alone<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('portside-entries', work) as Promise<T>) : work();
}

/**
 * A tally or delay typed now: kept on the device first (a reload or a closed tab loses nothing), then sent at once
 * unless older entries wait (they go first, in order). Refused now: dropped, and the form shows why.
 */
export async function submitEntry(entry: Omit<NewEntry, 'key' | 'typedAt'>): Promise<Sent> {
  const kept = await keepEntry({ ...entry, key: newKey(), typedAt: new Date().toISOString() } as NewEntry);
  return alone(async () => {
    const waiting = await entriesOf(entry.userId);
    if (waiting.some((older) => older.id < kept.id && older.refusal === undefined)) return { state: 'waiting' };
    const sent = await send(kept);
    if (sent.state === 'refused') await dropEntry(kept.id);
    return sent;
  });
}

/**
 * Sends a user's waiting entries in the order they were typed, until one is not delivered (the rest wait behind it);
 * one refused keeps the server's sentence for the clerk. Gives the visits of the entries recorded.
 */
export function sendWaiting(userId: number, describe: (error: ApiError) => string): Promise<Set<number>> {
  return alone(async () => {
    const recorded = new Set<number>();
    for (const entry of await entriesOf(userId)) {
      if (entry.refusal !== undefined) continue;
      const sent = await send(entry);
      if (sent.state === 'waiting') break;
      if (sent.state === 'refused') await refuseEntry(entry, describe(sent.error));
      else recorded.add(entry.workOrderId);
    }
    return recorded;
  });
}

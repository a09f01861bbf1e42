import type { DelayBody, TallyBody } from '@portside/contracts/operations';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** An entry typed on this device, kept until the server recorded it (IndexedDB survives a reload or a closed tab). */
export type QueuedEntry = {
  id: number;
  /** Its Idempotency-Key: sent twice, it is recorded once. */
  key: string;
  /** Who typed it: sent only while they are signed in (another user of the phone never sends it as theirs). */
  userId: number;
  workOrderId: number;
  typedAt: string;
  /** The server's sentence when it refused the entry: shown for the clerk to fix it or drop it. */
  refusal?: string;
} & ({ kind: 'tally'; body: TallyBody } | { kind: 'delay'; body: DelayBody });

export type NewEntry = Omit<QueuedEntry, 'id' | 'refusal'>;

interface EntriesDb extends DBSchema {
  entries: { key: number; value: QueuedEntry; indexes: { byUser: number } };
}

let opened: Promise<IDBPDatabase<EntriesDb>> | undefined;
const database = () =>
  (opened ??= openDB<EntriesDb>('portside-entries', 1, {
    upgrade: (db) =>
      db.createObjectStore('entries', { keyPath: 'id', autoIncrement: true }).createIndex('byUser', 'userId'),
  }));

const listeners = new Set<() => void>();
/** Other tabs of the app hear of a change too. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('portside-entries');
channel?.addEventListener('message', () => notify(false));

function notify(broadcast = true) {
  for (const listener of listeners) listener();
  if (broadcast) channel?.postMessage('changed');
}

export function onEntriesChanged(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Kept first, sent after: its id is its place in the order of sending. */
export async function keepEntry(entry: NewEntry): Promise<QueuedEntry> {
  const id = await (await database()).add('entries', entry as QueuedEntry);
  notify();
  return { ...entry, id } as QueuedEntry;
}

/** A user's entries in the order they were typed. */
export async function entriesOf(userId: number): Promise<QueuedEntry[]> {
  const entries = await (await database()).getAllFromIndex('entries', 'byUser', userId);
  return entries.sort((a, b) => a.id - b.id);
}

export async function dropEntry(id: number) {
  await (await database()).delete('entries', id);
  notify();
}

export async function refuseEntry(entry: QueuedEntry, refusal: string) {
  await (await database()).put('entries', { ...entry, refusal });
  notify();
}

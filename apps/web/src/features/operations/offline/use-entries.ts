import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSessionUserId } from '../../../lib/session';
import { operationKeys } from '../api/keys';
import { entriesOf, onEntriesChanged, type QueuedEntry } from './entry-store';
import { sendWaiting } from './send-entries';

/** How often waiting entries are tried again while the page is open (besides when the browser says it is online). */
const retryMs = 15_000;

/** The signed-in user's entries of one visit kept on this device, as they change (here or in another tab). */
export function useQueuedEntries(workOrderId: number): QueuedEntry[] {
  const userId = useSessionUserId();
  const [entries, setEntries] = useState<QueuedEntry[]>([]);
  useEffect(() => {
    if (userId === null) return setEntries([]);
    let current = true;
    const load = () =>
      entriesOf(userId)
        .then((all) => current && setEntries(all.filter((entry) => entry.workOrderId === workOrderId)))
        .catch(() => undefined);
    void load();
    const stop = onEntriesChanged(load);
    return () => {
      current = false;
      stop();
    };
  }, [userId, workOrderId]);
  return entries;
}

/**
 * Sends the signed-in user's waiting entries when the app opens (the shell, for operation: whatever page is on
 * screen), when the connection returns and every 15 s; each visit that recorded one loads again. A refusal keeps the server's sentence (English, translated where shown; empty
 * when the server gave none).
 */
export function useEntrySender() {
  const userId = useSessionUserId();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    const run = () =>
      sendWaiting(userId, (error) => errorMessage(error, ''))
        .then((visits) => {
          for (const id of visits) void queryClient.invalidateQueries({ queryKey: operationKeys.visit(id) });
        })
        .catch(() => undefined);
    void run();
    window.addEventListener('online', run);
    const timer = setInterval(run, retryMs);
    return () => {
      window.removeEventListener('online', run);
      clearInterval(timer);
    };
  }, [userId, queryClient]);
}

/** The shell's sender of the entries kept on this device (operation's pages). */
export function EntrySender() {
  useEntrySender();
  return null;
}

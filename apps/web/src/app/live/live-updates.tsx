import { liveRoles } from '@portside/contracts/live';
import type { Role } from '@portside/contracts/roles';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { askFresh } from '../../lib/api-client';
import { openLiveStream } from '../../lib/live-stream';
import { invalidate } from '../../lib/query-keys';
import { useToken } from '../../lib/session';
import { keysOf } from './live-keys';

/** Events that come closer together than this are one reload of each page (a gang's tallies, a whole discharge). */
export const gatherMs = 300;

/**
 * Keeps the signed-in pages live (GET /api/live): each event makes its pages' queries stale, gathered for a moment so
 * a burst of events loads each page once. The Refresh buttons stay for a stream that cannot connect.
 */
export function LiveUpdates({ role }: { role: Role | null }) {
  const queryClient = useQueryClient();
  const token = useToken();
  const hears = role !== null && liveRoles.includes(role);
  useEffect(() => {
    if (!token || !hears) return;
    const gather = gatherer(queryClient);
    const close = openLiveStream('/live', ['visit', 'bl', 'reset'], (event, data) => gather(keysOf(event, data)), {
      token,
    });
    return () => {
      close();
      gather.cancel();
    };
  }, [queryClient, token, hears]);
  return null;
}

/** Keys gathered for `gatherMs`, then invalidated once each. */
export function gatherer(queryClient: QueryClient) {
  const waiting = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gather = (keys: readonly QueryKey[]) => {
    for (const key of keys) waiting.set(JSON.stringify(key), key);
    timer ??= setTimeout(() => {
      timer = undefined;
      const keys = [...waiting.values()];
      waiting.clear();
      askFresh();
      void invalidate(queryClient, keys);
    }, gatherMs);
  };
  gather.cancel = () => clearTimeout(timer);
  return gather;
}

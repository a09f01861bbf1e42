import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Client errors (4xx) are answers, not glitches: only network and server failures are retried, once. Without a
 * connection a query still asks once (`offlineFirst`): the service worker may answer from what it kept of a visit.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}

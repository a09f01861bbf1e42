import { queryKeys } from '../../../../lib/query-keys';

const keys = queryKeys('client');

/** The client portal's calls, each under `client` (the profile, one key per call and its query). */
export const clientPortalKeys = {
  ...keys,
  profile: () => [...keys.all, 'profile'] as const,
  call: (path: string, query: object = {}) => [...keys.all, 'call', path, query] as const,
};

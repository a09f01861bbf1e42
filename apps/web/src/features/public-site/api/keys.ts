import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys('public-site');

export const publicSiteKeys = {
  ...keys,
  vesselSchedule: () => [...keys.all, 'vessel-schedule'] as const,
};

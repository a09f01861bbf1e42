import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys('analytics');

export const analyticsKeys = {
  ...keys,
  vesselSchedule: () => [...keys.all, 'vessel-schedule'] as const,
};

import { queryKeys } from '../query-keys';

const keys = queryKeys('settings');

export const settingsKeys = {
  ...keys,
  document: () => [...keys.all, 'document'] as const,
  timeZone: () => [...keys.all, 'timeZone'] as const,
};

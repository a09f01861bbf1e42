import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys('gate');

export const gateKeys = {
  ...keys,
  bl: (blNo: string) => [...keys.all, 'bl', blNo] as const,
  pass: (releaseId: number) => [...keys.all, 'pass', releaseId] as const,
};

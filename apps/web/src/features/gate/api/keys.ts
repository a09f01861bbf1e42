import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys('gate');

export const gateKeys = {
  ...keys,
  bl: (blNo: string) => [...keys.all, 'bl', blNo] as const,
};

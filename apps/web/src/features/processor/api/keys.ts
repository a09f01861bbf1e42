import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys('tracking');

/** Track results by BL number; a release at the gate makes them stale. */
export const trackingKeys = {
  ...keys,
  bl: (blNo: string) => [...keys.all, 'bl', blNo] as const,
};

import { queryKeys } from '../query-keys';

const keys = queryKeys('vessels');

export const vesselKeys = {
  ...keys,
  /** The BLs of one vessel with their clearance and invoice (GET /vessels/{id}/items). */
  items: (id: number) => [...keys.all, 'items', id] as const,
  /** The vessel pickers' searches on the server (GET /vessels/), by what was typed; `searches()`, all of them. */
  search: (q: string) => keys.picker('search', q),
  searches: () => [...keys.pickers(), 'search'] as const,
  /** The vessel schedule dashboard (GET /vessel-schedule/dashboard), which a reopened visit changes. */
  schedule: () => [...keys.all, 'schedule'] as const,
};

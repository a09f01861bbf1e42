import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys('operations');

/** Everything of one visit sits under `visit(id)`: a tally, delay or discharge invalidates the visit at once. */
export const operationKeys = {
  ...keys,
  visit: (id: number) => [...keys.all, 'visit', id] as const,
  monitoring: (id: number) => [...keys.all, 'visit', id, 'monitoring'] as const,
  productivity: (id: number) => [...keys.all, 'visit', id, 'productivity'] as const,
  delays: (id: number) => [...keys.all, 'visit', id, 'delays'] as const,
  visitItems: (id: number) => [...keys.all, 'visit', id, 'items'] as const,
  report: (id: number) => [...keys.all, 'visit', id, 'report'] as const,
};

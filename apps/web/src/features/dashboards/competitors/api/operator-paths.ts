import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';

/** The competitor dashboard's period and categories (contracts rangeQuerySchema: `end` excluded). */
export type AnalyticsRange = { start: string; end: string; by: 'both' | CargoHandlerType };

/** A page of an operator's parties: the first `limit` by CBM, largest or smallest first. */
export type OperatorPageQuery = AnalyticsRange & { limit: number; order: 'asc' | 'desc' };

/** Who a BL list belongs to: one of an operator's consignees (by key) or, for stevedoring, shipping agents (by id). */
export type BlsParty = { kind: 'consignee' | 'agent'; key: string; name: string };

export const operatorPath = (operator: string) => `/analytics/competitors/${encodeURIComponent(operator)}`;

export const partyPath = (operator: string, party: BlsParty) =>
  `${operatorPath(operator)}/${party.kind === 'agent' ? 'shipping-agents' : 'consignees'}/${encodeURIComponent(party.key)}`;

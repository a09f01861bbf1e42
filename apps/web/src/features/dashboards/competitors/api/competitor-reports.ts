import {
  blsResponseSchema,
  contributorsResponseSchema,
  monthlyPerformanceResponseSchema,
  operatorAgentsResponseSchema,
  operatorConsigneesResponseSchema,
  packagesByDescriptionResponseSchema,
  performanceResponseSchema,
} from '@portside/contracts/analytics';
import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';

/** The competitor dashboard's period and categories (contracts rangeQuerySchema: `end` excluded). */
export type AnalyticsRange = { start: string; end: string; by: 'both' | CargoHandlerType };

/** Who a BL list belongs to: one of an operator's consignees (by key) or, for stevedoring, shipping agents (by id). */
export type BlsParty = { kind: 'consignee' | 'agent'; key: string; name: string };

const operatorPath = (operator: string) => `/analytics/competitors/${encodeURIComponent(operator)}`;
const partyPath = (operator: string, party: BlsParty) =>
  `${operatorPath(operator)}/${party.kind === 'agent' ? 'shipping-agents' : 'consignees'}/${encodeURIComponent(party.key)}`;

/** The /analytics calls of spec 7 the competitor dashboard (and the consignees overview's BLs) make. */
export const competitorReports = {
  monthly: (year: number, by: AnalyticsRange['by']) =>
    ({
      path: '/analytics/competitors/performance/monthly',
      schema: monthlyPerformanceResponseSchema,
      query: { year, by },
    }) as const,
  contributors: (range: AnalyticsRange, limit: number) =>
    ({
      path: '/analytics/competitor-contributors',
      schema: contributorsResponseSchema,
      query: { ...range, limit },
    }) as const,
  performance: (groupBy: CargoHandlerType, period: { start: string; end: string }) =>
    ({ path: '/analytics/performance', schema: performanceResponseSchema, query: { groupBy, ...period } }) as const,
  consignees: (operator: string, range: AnalyticsRange, page: { limit: number; order: 'asc' | 'desc' }) =>
    ({
      path: `${operatorPath(operator)}/consignees`,
      schema: operatorConsigneesResponseSchema,
      query: { ...range, ...page },
    }) as const,
  agents: (operator: string, range: AnalyticsRange, page: { limit: number; order: 'asc' | 'desc' }) =>
    ({
      path: `${operatorPath(operator)}/shipping-agents`,
      schema: operatorAgentsResponseSchema,
      query: { ...range, ...page },
    }) as const,
  bls: (operator: string, party: BlsParty, range: AnalyticsRange, page: { limit: number; cursor?: string }) =>
    ({ path: `${partyPath(operator, party)}/bls`, schema: blsResponseSchema, query: { ...range, ...page } }) as const,
  packages: (operator: string, party: BlsParty, range: AnalyticsRange) =>
    ({
      path: `${partyPath(operator, party)}/packages-by-description`,
      schema: packagesByDescriptionResponseSchema,
      query: range,
    }) as const,
};

import { consigneeCompetitorsResponseSchema, consigneesResponseSchema } from '@portside/contracts/analytics';
import type { DashboardCategory } from '@portside/contracts/reports';

type Period = { start: string; end: string };
/** The list's query (contracts consigneesQuerySchema): `limit` rows sorted by the server. */
type ListQuery = Period & {
  by: DashboardCategory;
  limit: number;
  search?: string;
  sort: 'volume' | 'packages' | 'name';
  order: 'asc' | 'desc';
};

/** The consignees overview's /analytics calls (spec 2.8 and 7). */
export const consigneeReports = {
  list: (query: ListQuery) => ({ path: '/analytics/consignees/', schema: consigneesResponseSchema, query }) as const,
  competitors: (consigneeKey: string, query: Period & { by: DashboardCategory }) =>
    ({
      path: `/analytics/consignees/${encodeURIComponent(consigneeKey)}/competitors`,
      schema: consigneeCompetitorsResponseSchema,
      query,
    }) as const,
};

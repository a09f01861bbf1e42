import {
  agentSummaryResponseSchema,
  agentVesselsResponseSchema,
  categorySummaryResponseSchema,
  consigneeItemsResponseSchema,
  consigneeSummaryResponseSchema,
  type ReportPeriodQuery,
  targetSummaryResponseSchema,
} from '@portside/contracts/reports';

/**
 * The revenue page's /reports calls for the filter's query (docs/domain.md "Dashboards"): the stevedoring drill-down
 * and its agents' vessels ask for stevedoring, the arrastre drill-down and its consignees' BLs for arrastre.
 */
export const revenueReports = {
  categories: (query: ReportPeriodQuery) =>
    ({ path: 'category-summary', schema: categorySummaryResponseSchema, query }) as const,
  agents: (query: ReportPeriodQuery) =>
    ({
      path: 'stevedoring-summary',
      schema: agentSummaryResponseSchema,
      query: { ...query, category: 'stevedoring' },
    }) as const,
  consignees: (query: ReportPeriodQuery) =>
    ({
      path: 'arrastre-summary',
      schema: consigneeSummaryResponseSchema,
      query: { ...query, category: 'arrastre' },
    }) as const,
  agentVessels: (agentId: number, query: ReportPeriodQuery) =>
    ({
      path: `shipping-agents/${agentId}/vessels`,
      schema: agentVesselsResponseSchema,
      query: { ...query, category: 'stevedoring' },
    }) as const,
  consigneeItems: (consigneeKey: string, query: ReportPeriodQuery, page: { limit: number; offset: number }) =>
    ({
      path: `consignees/${encodeURIComponent(consigneeKey)}/items`,
      schema: consigneeItemsResponseSchema,
      query: { ...query, category: 'arrastre', ...page },
    }) as const,
  targets: (query: ReportPeriodQuery) =>
    ({ path: 'target-summary', schema: targetSummaryResponseSchema, query }) as const,
};

import {
  agingResponseSchema,
  financialsResponseSchema,
  type ReceivableQuery,
  receivableResponseSchema,
} from '@portside/contracts/analytics';

/** The Paid and AR page's /analytics calls (spec 2.8, docs/domain.md "Dashboards II"). */
export const financeReports = {
  summary: (year: number) =>
    ({ path: '/analytics/financials/summary', schema: financialsResponseSchema, query: { year } }) as const,
  /** An empty search is left out of the query (the server would read it as a search for everything anyway). */
  receivable: ({ year, vessel, bl, consignee, page, pageSize }: Omit<ReceivableQuery, 'month'>) =>
    ({
      path: '/analytics/items/receivable',
      schema: receivableResponseSchema,
      query: {
        year,
        vessel: vessel || undefined,
        bl: bl || undefined,
        consignee: consignee || undefined,
        page,
        pageSize,
      },
    }) as const,
  aging: (year: number) =>
    ({ path: '/analytics/items/receivable/aging', schema: agingResponseSchema, query: { year } }) as const,
};

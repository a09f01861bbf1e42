import {
  agentSummaryResponseSchema,
  consigneeSummaryResponseSchema,
  descriptionSummaryResponseSchema,
  type ReportPeriodQuery,
} from '@portside/contracts/reports';
import type { z } from 'zod';
import { topContributors } from '../../../../lib/slices';
import { useReport } from '../../kit/use-report';

export type ConsigneeSummaryRow = z.infer<typeof consigneeSummaryResponseSchema>['data'][number];
export type AgentSummaryRow = z.infer<typeof agentSummaryResponseSchema>['data'][number];

/** The first 5 rows with volume (the summaries list the largest CBM first, then those with only net billed). */
export const topByCbm = <Row extends { totalCbm: number }>(rows: readonly Row[]) =>
  rows.filter((row) => row.totalCbm > 0).slice(0, topContributors);

/** GET /reports/arrastre-summary: volume and net by consignee, largest first (the category picks the side). */
export const useConsigneeSummary = (query: ReportPeriodQuery) =>
  useReport('arrastre-summary', consigneeSummaryResponseSchema, query);

/** GET /reports/stevedoring-summary: volume and net by shipping agent, largest first. */
export const useAgentSummary = (query: ReportPeriodQuery) =>
  useReport('stevedoring-summary', agentSummaryResponseSchema, query);

/** GET /reports/description-summary: the top 5 descriptions of goods and what the others hold together. */
export const useDescriptionSummary = (query: ReportPeriodQuery) =>
  useReport('description-summary', descriptionSummaryResponseSchema, { ...query, limit: topContributors });

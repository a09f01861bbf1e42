import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { overviewCategorySchema, overviewResponseSchema, reportMessages } from '@portside/contracts/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, ReportFormatError } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

export type OverviewCategory = z.infer<typeof overviewCategorySchema>;
/** The year's categories, and the last day of the year before that their previousYearCbm counts. */
export type Overview = { categories: OverviewCategory[]; comparedThrough: string };

/** An overview answer the page cannot show (spec 8's own sentences for it). */
class OverviewFormatError extends ReportFormatError {
  constructor(readonly said: string) {
    super();
  }
}

/** What an overview of the wrong shape says (for ReportResult's `formatMessage`). */
export const overviewFormatMessage = (error: unknown) =>
  error instanceof OverviewFormatError ? error.said : undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * GET /reports/overview?year=: the year's categories (stevedoring first). Spec 8: an answer without a summary array
 * is "Overview payload missing summary array"; entries that are not a known category of the contract's shape are
 * left out, and none left is "no valid categories". Without a valid `comparedThrough` the year before is taken whole.
 */
export async function getOverview(year: number, signal?: AbortSignal): Promise<Overview> {
  const body = await apiRequest<unknown>('/reports/overview', { query: { year }, signal });
  const data: Record<string, unknown> = isRecord(body) && isRecord(body.data) ? body.data : {};
  const summary = data.summary;
  if (!Array.isArray(summary)) throw new OverviewFormatError(reportMessages.overviewMissingSummary);
  const categories = summary.flatMap((entry) => {
    const parsed = overviewCategorySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  if (categories.length === 0) throw new OverviewFormatError(reportMessages.noValidCategories);
  const through = overviewResponseSchema.shape.data.shape.comparedThrough.safeParse(data.comparedThrough);
  return {
    categories: cargoHandlerTypes.flatMap((name) =>
      categories.filter((category) => category.name === name).slice(0, 1),
    ),
    comparedThrough: through.success ? through.data : `${year - 1}-12-31`,
  };
}

/** The overview of a year; another year cancels the call in flight and keeps the figures shown until its own come. */
export function useOverview(year: number) {
  return useQuery({
    queryKey: dashboardKeys.overview(year),
    queryFn: ({ signal }) => getOverview(year, signal),
    placeholderData: keepPreviousData,
  });
}

import {
  type ClientItemsQuery,
  cargoVolumeSchema,
  cbmSummarySchema,
  clientItemsPageSchema,
  clientProfileSchema,
  clientSummarySchema,
  proformaSchema,
  yearComparisonSchema,
} from '@portside/contracts/client-portal';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Query } from '../../../../lib/api-client';
import { getChecked } from '../../../../lib/checked-request';
import { clientPortalKeys } from './keys';

type Call<Schema extends z.ZodType> = { path: string; schema: Schema; query: Query };
const call = <Schema extends z.ZodType>(path: string, schema: Schema, query: Query = {}): Call<Schema> => ({
  path,
  schema,
  query,
});

/** The /client calls (spec 7, contracts/client-portal.ts): the server reads only the signed-in user's company. */
export const clientCalls = {
  summary: (year: number) => call('/client/summary', clientSummarySchema, { year }),
  cargoVolume: (year: number) => call(`/client/cargo-volume/${year}`, cargoVolumeSchema),
  cbmSummary: (year: number) => call(`/client/cbm-summary/${year}`, cbmSummarySchema),
  yearComparison: (year1: number, year2: number) =>
    call(`/client/year-comparison/${year1}/${year2}`, yearComparisonSchema),
  /** An empty search is left out of the query. */
  items: ({ q, ...query }: Partial<ClientItemsQuery>) =>
    call('/client/items', clientItemsPageSchema, { ...query, q: q || undefined }),
  proforma: (itemId: number) => call(`/client/items/${itemId}/proforma`, proformaSchema),
};

/**
 * One call's answer, checked against its contract. A changed year or page cancels the call in flight; the previous
 * answer stays meanwhile (`isPlaceholderData`), keeping the part's room under a loader rather than flashing empty.
 */
export function useClientCall<Schema extends z.ZodType>(
  { path, schema, query }: Call<Schema>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: clientPortalKeys.call(path, query),
    queryFn: ({ signal }) => getChecked(path, schema, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /client/profile: the signed-in user, its company (null: not linked yet) and the terminal's current year. */
export function useClientProfile() {
  return useQuery({
    queryKey: clientPortalKeys.profile(),
    queryFn: ({ signal }) => getChecked('/client/profile', clientProfileSchema, {}, signal),
  });
}

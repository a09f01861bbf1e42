import type { CargoHandler } from '@portside/contracts/cargo-handlers';
import type { Page } from '@portside/contracts/lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cargoHandlerKeys } from '../../cargo-handlers/api/keys';

/** The names of the stevedoring and arrastre handlers, each once: the suggestions for our own operator names. */
export async function getOperatorNames(signal?: AbortSignal): Promise<string[]> {
  const page = await apiRequest<Page<CargoHandler>>('/cargo-handlers/', { query: { limit: 100 }, signal });
  return [...new Set(page.data.map((handler) => handler.name))];
}

export function getOperatorNamesQueryOptions() {
  return queryOptions({
    queryKey: cargoHandlerKeys.picker('names'),
    queryFn: ({ signal }) => getOperatorNames(signal),
  });
}

export function useOperatorNames() {
  return useQuery(getOperatorNamesQueryOptions());
}

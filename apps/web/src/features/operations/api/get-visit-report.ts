import type { VisitReport } from '@portside/contracts/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { validWorkOrderId } from '../../../lib/work-orders/get-work-order';
import { operationKeys } from './keys';

export function getVisitReport(id: number, signal?: AbortSignal) {
  return apiRequest<VisitReport>(`/work-orders/${id}/report`, { signal });
}

export function getVisitReportQueryOptions(id: number) {
  return queryOptions({
    queryKey: operationKeys.report(id),
    queryFn: ({ signal }) => getVisitReport(id, signal),
    enabled: validWorkOrderId(id),
  });
}

/** The statement of facts and the outturn of one visit (GET /work-orders/{id}/report). */
export function useVisitReport(id: number) {
  return useQuery(getVisitReportQueryOptions(id));
}

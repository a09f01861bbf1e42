import type { QueryKey } from '@tanstack/react-query';
import { billingInvoiceKeys, creditMemoKeys, officialReceiptKeys } from '../../features/billing/api/keys';
import { clearanceKeys } from '../../features/clearances/api/keys';
import { dashboardKeys } from '../../features/dashboards/api/keys';
import { clientPortalKeys } from '../../features/dashboards/client/api/keys';
import { gateKeys } from '../../features/gate/api/keys';
import { operationKeys } from '../../features/operations/api/keys';
import { trackingKeys } from '../../features/processor/api/keys';
import { vesselKeys } from '../../lib/vessels/keys';
import { workOrderKeys } from '../../lib/work-orders/keys';

/**
 * What an event of GET /api/live makes stale: the queries of the pages that show it (only those on screen load
 * again). A visit: its monitoring page (log, delays, totals, estimate), the visit lists' status, the schedules and
 * the dashboards; BLs: the gate, tracking, billing, clearances, the client portal and the dashboards.
 */
export function keysOf(event: string, data: unknown): readonly QueryKey[] {
  if (event === 'visit') {
    const id = (data as { workOrderId?: unknown } | null)?.workOrderId;
    const visit = typeof id === 'number' ? [operationKeys.visit(id), workOrderKeys.detail(id)] : [operationKeys.all];
    return [...visit, workOrderKeys.lists(), vesselKeys.schedule(), dashboardKeys.reports()];
  }
  if (event === 'bl') {
    return [
      gateKeys.all,
      trackingKeys.all,
      clientPortalKeys.all,
      billingInvoiceKeys.all,
      officialReceiptKeys.all,
      creditMemoKeys.all,
      clearanceKeys.all,
      vesselKeys.all,
      operationKeys.all,
      dashboardKeys.reports(),
    ];
  }
  // `reset`: events were missed, so everything on screen loads again.
  return event === 'reset' ? [[]] : [];
}

import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client';
import { asSent } from '../modules/work-orders/test/test-data';
import type { TestApp } from './app';
import { buildItem, buildWorkOrder } from './factories';

/** A work order arriving on `arrivalDate` with one BL per entry of `packages` (BL1, BL2 ...). */
export async function buildVisit(db: Db, packages: number[], arrivalDate = '2025-03-01') {
  const workOrder = await buildWorkOrder(db, { arrivalDate, status: 'final' });
  const items = [];
  for (const [index, noPackages] of packages.entries()) {
    items.push(await buildItem(db, { workOrderId: workOrder.id, blNo: `BL${index + 1}`, noPackages }));
  }
  return { workOrder, items };
}

/** Calls the API with the given headers, the body sent in snake_case as the web client sends it. */
export const caller =
  (t: TestApp, headers: Record<string, string>) => (method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload: asSent(payload) } : {}) });

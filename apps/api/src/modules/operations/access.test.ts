import { type Role, roles } from '@portside/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildVisit } from '../../test/visits';

let t: TestApp;
let tokens: Map<Role, Record<string, string>>;
let workOrderId: number;
let monitoringId: number;
beforeAll(async () => {
  t = await createTestApp();
  tokens = new Map();
  for (const role of roles) tokens.set(role, (await t.signIn(role)).headers);
  workOrderId = (await buildVisit(t.db, [10])).workOrder.id;
  const record = await t.app.inject({
    method: 'GET',
    url: `/api/monitoring/work-order/${workOrderId}`,
    headers: tokens.get('operation'),
  });
  monitoringId = record.json().id;
});
afterAll(() => t.close());

/** Every call of the module and the roles that may make it (docs/domain.md); the rest get 403, nobody signed in 401. */
const calls = (): { method: 'GET' | 'POST' | 'PATCH'; url: string; allowed: Role[] }[] => [
  { method: 'GET', url: `/api/monitoring/work-order/${workOrderId}`, allowed: ['operation'] },
  { method: 'PATCH', url: `/api/monitoring/${monitoringId}`, allowed: ['operation'] },
  { method: 'GET', url: `/api/work-orders/${workOrderId}/productivity-logs`, allowed: ['operation'] },
  { method: 'POST', url: `/api/work-orders/${workOrderId}/productivity-logs`, allowed: ['operation'] },
  { method: 'GET', url: `/api/work-orders/${workOrderId}/delays`, allowed: ['operation'] },
  { method: 'POST', url: `/api/work-orders/${workOrderId}/delays`, allowed: ['operation'] },
  { method: 'GET', url: `/api/work-orders/${workOrderId}/visit-items`, allowed: ['operation'] },
  { method: 'POST', url: `/api/work-orders/${workOrderId}/discharges`, allowed: ['operation'] },
  { method: 'POST', url: `/api/work-orders/${workOrderId}/departure`, allowed: ['operation'] },
  { method: 'POST', url: `/api/work-orders/${workOrderId}/confirm`, allowed: ['operation'] },
  { method: 'POST', url: `/api/work-orders/${workOrderId}/request-update`, allowed: ['operation'] },
  { method: 'GET', url: `/api/work-orders/${workOrderId}/report`, allowed: ['operation', 'checker', 'supervisor'] },
];

describe('who may call the operations API', () => {
  it('answers 401 signed out, 403 to every role outside the call, and lets its roles through', async () => {
    for (const { method, url, allowed } of calls()) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url} signed out`).toBe(401);
      for (const role of roles) {
        const status = (await t.app.inject({ method, url, headers: tokens.get(role), payload: {} })).statusCode;
        if (allowed.includes(role)) expect([200, 409, 422], `${method} ${url} as ${role}`).toContain(status);
        else expect(status, `${method} ${url} as ${role}`).toBe(403);
      }
    }
  });
});

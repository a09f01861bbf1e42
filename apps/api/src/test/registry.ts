import type { AuditEntity } from '@portside/contracts/audit-log';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/index';
import type { TestApp } from './app';

type Headers = Record<string, string>;

/**
 * The correction calls of a registry at `url` (PUT and DELETE of one record), sent with the headers `signedIn`
 * gives unless others are passed, and the audit entries of a record of `entity`.
 */
export function registryCorrections(t: () => TestApp, url: string, entity: AuditEntity, signedIn: () => Headers) {
  return {
    put: (id: number, payload: unknown, headers = signedIn()) =>
      t().app.inject({ method: 'PUT', url: `${url}/${id}`, headers, payload: payload as object }),
    remove: (id: number, headers = signedIn()) => t().app.inject({ method: 'DELETE', url: `${url}/${id}`, headers }),
    entries: (id: number) =>
      t()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)))),
  };
}

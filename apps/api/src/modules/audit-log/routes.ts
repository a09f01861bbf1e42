import { auditEntitiesSchema, auditLogPageSchema, listAuditLogQuerySchema } from '@portside/contracts/audit-log';
import { roleGroups } from '@portside/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { listAuditEntities, listAuditLog } from './service';

const tags = ['audit log'];

/** Who changed what and when, for admins. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { roles: roleGroups.admin, standby: true },
      schema: { tags, querystring: listAuditLogQuerySchema, response: { 200: auditLogPageSchema } },
    },
    (request) => listAuditLog(db, request.query),
  );

  app.get(
    '/entities',
    { config: { roles: roleGroups.admin }, schema: { tags, response: { 200: auditEntitiesSchema } } },
    async () => ({ data: await listAuditEntities(db) }),
  );
};

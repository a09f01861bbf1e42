import {
  companyNamesQuerySchema,
  companyNamesSchema,
  lookupQuerySchema,
  shippingAgentOptionsSchema,
} from '@portside/contracts/company-lookups';
import { roleGroups } from '@portside/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { companyNames, shippingAgentOptions } from './service';

/** Pickers of the commercial forms, under /api/companies beside the company registry. */
export const companyLookupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const roles = [...roleGroups.admin, ...roleGroups.commercial];

  app.get(
    '/company-names',
    {
      // Finance too: the billing page registers a consignee of an existing company.
      config: { roles: [...roles, ...roleGroups.finance] },
      schema: {
        tags: ['companies'],
        summary: 'Company names for a picker, searched by q (only the client companies with clients=true)',
        querystring: companyNamesQuerySchema,
        response: { 200: companyNamesSchema },
      },
    },
    async (request) => ({ data: await companyNames(db, request.query) }),
  );

  app.get(
    '/shipping-agents',
    {
      config: { roles },
      schema: {
        tags: ['companies'],
        summary: 'Shipping agents with their lines for a picker, searched by agent or line name',
        querystring: lookupQuerySchema,
        response: { 200: shippingAgentOptionsSchema },
      },
    },
    async (request) => ({ data: await shippingAgentOptions(db, request.query) }),
  );
};

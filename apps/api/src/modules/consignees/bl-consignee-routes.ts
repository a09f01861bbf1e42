import { idParamsSchema } from '@portside/contracts/bounds';
import {
  assignConsigneeBodySchema,
  blConsigneeSchema,
  companyTinBodySchema,
  consigneeCompanyBodySchema,
  registerConsigneeBodySchema,
  registeredConsigneeSchema,
} from '@portside/contracts/consignees';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  assignBlConsignee,
  giveConsigneeCompany,
  readBlConsignee,
  recordCompanyTin,
  registerConsignee,
} from './bl-consignee';

/** Commercial in the work order's review, finance on the billing page (and admin, who keeps the registry). */
const roles = [...roleGroups.commercial, ...roleGroups.finance, ...roleGroups.admin];
const tags = ['consignees'];

/** A BL's consignee, read and tied to the registry: under /api/items. */
export const blConsigneeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/:id/consignee',
    {
      config: { roles },
      schema: { tags, params: idParamsSchema, response: { 200: blConsigneeSchema, 404: errorBodySchema } },
    },
    (request) => readBlConsignee(db, request.params.id),
  );

  app.put(
    '/:id/consignee',
    {
      config: { roles },
      schema: {
        tags,
        summary: 'Ties the BL to a registry consignee (refused once it is billed)',
        params: idParamsSchema,
        body: assignConsigneeBodySchema,
        response: { 200: blConsigneeSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => assignBlConsignee(db, request.user, request.params.id, request.body.consigneeId),
  );
};

/** What the buyer of a BL lacks, completed where it is met: under /api/companies. */
export const companyTinRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/:id/tin',
    {
      config: { roles },
      schema: {
        tags,
        summary: 'Records the TIN and registered address of a company that has no TIN recorded',
        params: idParamsSchema,
        body: companyTinBodySchema,
        response: { 204: z.null(), 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await recordCompanyTin(db, request.user, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
};

/** POST /api/consignees/register: a consignee and its company registered then and there. */
export const registerConsigneeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/:id/company',
    {
      config: { roles },
      schema: {
        tags,
        summary: 'Gives a registry consignee that has no company its client company, an existing or a new one',
        params: idParamsSchema,
        body: consigneeCompanyBodySchema,
        response: { 204: z.null(), 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await giveConsigneeCompany(db, request.user, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/register',
    {
      config: { roles },
      schema: {
        tags,
        summary: 'Registers a consignee of an existing or a new client company, and ties a BL to it',
        body: registerConsigneeBodySchema,
        response: { 201: registeredConsigneeSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await registerConsignee(db, request.user, request.body)),
  );
};

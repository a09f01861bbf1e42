import { idParamsSchema } from '@portside/contracts/bounds';
import {
  manifestLayoutListSchema,
  manifestLayoutSchema,
  saveManifestLayoutSchema,
} from '@portside/contracts/manifest-layouts';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listManifestLayouts, removeManifestLayout, saveManifestLayout } from './service';

const tags = ['manifest layouts'];

/** The layouts commercial taught the manifest reader (docs/domain.md "Teaching the reader"): listed, taught, removed. */
export const manifestLayoutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    { config: { roles: roleGroups.commercial }, schema: { tags, response: { 200: manifestLayoutListSchema } } },
    async () => ({ data: await listManifestLayouts(db) }),
  );

  app.put(
    '/',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags,
        body: saveManifestLayoutSchema,
        response: { 200: manifestLayoutSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => saveManifestLayout(db, request.user, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { roles: roleGroups.commercial },
      schema: { tags, params: idParamsSchema, response: { 204: z.null(), 404: errorBodySchema } },
    },
    async (request, reply) => {
      await removeManifestLayout(db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

import { idParamsSchema } from '@portside/contracts/bounds';
import type { Role } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import { ifMatchHeadersSchema, versionOfIfMatch } from '@portside/contracts/versions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../audit/record';

type CrudOptions<Query extends z.ZodType, Body extends z.ZodType, Item extends z.ZodType> = {
  tags: string[];
  /** Who may read the list; writes are for `writeRoles`. */
  readRoles: readonly Role[];
  writeRoles: readonly Role[];
  schemas: { query: Query; body: Body; item: Item; page: z.ZodType };
  service: {
    list: (db: Db, query: z.infer<Query>) => Promise<unknown>;
    create: (db: Db, actor: Actor, body: z.infer<Body>) => Promise<z.infer<Item>>;
    /** `version`: the one the correction started from (If-Match), refused once the record has moved on. */
    update: (db: Db, actor: Actor, id: number, body: z.infer<Body>, version?: string) => Promise<z.infer<Item>>;
    remove: (db: Db, actor: Actor, id: number) => Promise<void>;
  };
};

/**
 * The four routes of a registry: GET / (one page, searched and sorted), POST / (201), PUT /:id (If-Match: the
 * version the correction started from) and DELETE /:id (204), each with its roles and response schemas. The rules
 * live in the area's service.
 */
export function crudRoutes<Query extends z.ZodType, Body extends z.ZodType, Item extends z.ZodType>({
  tags,
  readRoles,
  writeRoles,
  schemas,
  service,
}: CrudOptions<Query, Body, Item>): FastifyPluginAsyncZod<{ db: Db }> {
  return async (zodApp, { db }) => {
    // The schemas validate every request at run time; the handlers below read it through the options' types.
    const app = zodApp as unknown as FastifyInstance;
    const input = (request: FastifyRequest) => ({
      query: request.query as z.infer<Query>,
      body: request.body as z.infer<Body>,
      id: (request.params as z.infer<typeof idParamsSchema>).id,
    });
    app.get(
      '/',
      {
        config: { roles: readRoles, standby: true },
        schema: { tags, querystring: schemas.query, response: { 200: schemas.page } },
      },
      (request) => service.list(db, input(request).query),
    );

    app.post(
      '/',
      {
        config: { roles: writeRoles },
        schema: {
          tags,
          body: schemas.body,
          response: { 201: schemas.item, 404: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(db, request.user, input(request).body)),
    );

    app.put(
      '/:id',
      {
        config: { roles: writeRoles },
        schema: {
          tags,
          params: idParamsSchema,
          headers: ifMatchHeadersSchema,
          body: schemas.body,
          response: { 200: schemas.item, 404: errorBodySchema, 409: errorBodySchema },
        },
      },
      (request) => {
        const version = versionOfIfMatch((request.headers as z.infer<typeof ifMatchHeadersSchema>)['if-match']);
        return service.update(db, request.user, input(request).id, input(request).body, version);
      },
    );

    app.delete(
      '/:id',
      {
        config: { roles: writeRoles },
        schema: {
          tags,
          params: idParamsSchema,
          response: { 204: z.null(), 404: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request, reply) => {
        await service.remove(db, request.user, input(request).id);
        return reply.status(204).send(null);
      },
    );
  };
}

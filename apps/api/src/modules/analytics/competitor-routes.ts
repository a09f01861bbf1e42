import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

export const competitorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _options) => {};

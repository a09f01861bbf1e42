import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { readFromStandby } from '../../plugins/read-routing';
import type { LiveWatch } from '../live/hub';
import { clientRoutes } from './client/routes';
import { competitorRoutes } from './competitors/routes';
import { consigneesRoutes } from './consignees/routes';
import { overviewRoutes } from './overview/routes';
import { paidArRoutes } from './paid-ar/routes';
import { revenueRoutes } from './revenue/routes';
import { scheduleRoutes } from './schedule/routes';
import { trendRoutes } from './trend/routes';

/** Every dashboard screen's calls, under the spec's URLs (spec 7; docs/architecture.md "The dashboards wing"). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; live?: LiveWatch }> = async (app, { db, live }) => {
  readFromStandby(app);
  await app.register(overviewRoutes, { prefix: '/reports', db });
  await app.register(revenueRoutes, { prefix: '/reports', db });
  await app.register(trendRoutes, { prefix: '/analytics/trend', db });
  await app.register(scheduleRoutes, { prefix: '/vessel-schedule', db, live });
  await app.register(competitorRoutes, { prefix: '/analytics', db });
  await app.register(consigneesRoutes, { prefix: '/analytics', db });
  await app.register(paidArRoutes, { prefix: '/analytics', db });
  await app.register(clientRoutes, { prefix: '/client', db });
};

import { noParameters } from '@portside/contracts/bounds';
import { publicScheduleSchema, scheduleDashboardSchema } from '@portside/contracts/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import type { LiveWatch } from '../../live/hub';
import { dashboardConfig } from '../kit/config';
import { publicRows, scheduleGroups } from './groups';
import { sharedFor } from './shared-result';
import { readVisits } from './visits';

const tags = ['vessel schedule'];
/** The public schedule is computed at most once in this time, whoever asks (docs/domain.md "Vessel schedules"). */
export const publicCacheMs = 5_000;

/** Spec 2.8 vessel schedule dashboard (checker, supervisor) and spec 2.9 public vessel schedule (no sign-in). */
export const scheduleRoutes: FastifyPluginAsyncZod<{ db: Db; live?: LiveWatch }> = async (app, { db, live }) => {
  app.get(
    '/dashboard',
    {
      config: dashboardConfig,
      schema: {
        tags,
        summary: 'Arriving, ongoing and recently completed visits with their progress',
        querystring: noParameters,
        response: { 200: scheduleDashboardSchema },
      },
    },
    async () => {
      const now = new Date();
      return { ...scheduleGroups(await readVisits(db, now), now), generatedAt: now.toISOString() };
    },
  );

  const publicSchedule = sharedFor(publicCacheMs, async () => {
    const now = new Date();
    return { data: publicRows(await readVisits(db, now), now), generatedAt: now.toISOString() };
  });
  // A visit changed (here or in another process): the next visitor, a live page among them, gets it at once.
  live?.watch((event) => {
    if (!event || event.topic === 'visit') publicSchedule.clear();
  });
  app.get(
    '/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Ongoing visits with cargo left to handle (public; the same answer for 5 s)',
        querystring: noParameters,
        response: { 200: publicScheduleSchema },
      },
    },
    async (_request, reply) => {
      const { value, computedAt } = publicSchedule();
      const secondsLeft = Math.max(0, Math.ceil((computedAt + publicCacheMs - Date.now()) / 1000));
      reply.header('cache-control', `public, max-age=${secondsLeft}`);
      return value;
    },
  );
};

import { roleGroups } from '@portside/contracts/roles';
import { settingsAnswerSchema, settingsSchema, timeZoneSchema } from '@portside/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { dayIn, getSettings, saveSettings, terminalTimeZone } from './service';

const tags = ['settings'];

/** Admin settings: operator names, time zone, effective-dated tariffs, CBM targets; one document, audited. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/', { config: { roles: roleGroups.admin }, schema: { tags, response: { 200: settingsAnswerSchema } } }, () =>
    getSettings(db),
  );

  app.get(
    '/time-zone',
    {
      config: { roles: roleGroups.signedIn },
      schema: {
        tags,
        summary: "The terminal time zone, for showing instants, and today on the terminal's calendar",
        response: { 200: timeZoneSchema },
      },
    },
    async () => {
      const timeZone = await terminalTimeZone(db);
      return { timeZone, today: dayIn(timeZone) };
    },
  );

  app.put(
    '/',
    {
      config: { roles: roleGroups.admin },
      schema: { tags, body: settingsSchema, response: { 200: settingsAnswerSchema } },
    },
    (request) => saveSettings(db, request.user, request.body),
  );
};

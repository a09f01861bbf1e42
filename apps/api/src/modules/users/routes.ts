import {
  changeLoginBodySchema,
  changePasswordBodySchema,
  endedSessionsSchema,
  messageSchema,
  updateUserBodySchema,
  userSchema,
} from '@portside/contracts/auth';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listUsers } from './repository';
import { changeLogin, changePassword, endUserSessions, updateUser } from './service';

/** A user id: a positive PostgreSQL integer. */
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { roles: roleGroups.admin },
      schema: { tags: ['users'], summary: 'All users, by id', response: { 200: z.array(userSchema) } },
    },
    () => listUsers(db),
  );

  app.patch(
    '/:id',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags: ['users'],
        summary: 'Activate or deactivate a user, or change its department; both end its sessions (admin)',
        params,
        body: updateUserBodySchema,
        response: { 200: userSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => updateUser(db, request.user, request.params.id, request.body),
  );

  app.post(
    '/:id/end-sessions',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags: ['users'],
        summary: 'End every session of a user: its tokens are refused from now on (admin)',
        params,
        response: { 200: endedSessionsSchema, 404: errorBodySchema },
      },
    },
    (request) => endUserSessions(db, request.user, request.params.id),
  );

  app.post(
    '/users/me/change-password',
    {
      config: { roles: roleGroups.signedIn },
      schema: {
        tags: ['users'],
        summary: "Change one's password; the user's other sessions end",
        body: changePasswordBodySchema,
        response: { 200: messageSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    (request) => changePassword(db, { ...request.user, ip: request.ip }, request.body),
  );

  app.post(
    '/users/me/change-login',
    {
      config: { roles: roleGroups.signedIn },
      schema: {
        tags: ['users'],
        summary: "Change one's login; the user's other sessions end",
        body: changeLoginBodySchema,
        response: { 200: messageSchema, 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    (request) => changeLogin(db, { ...request.user, ip: request.ip }, request.body),
  );
};

import { changeLoginBodySchema, changePasswordBodySchema, messageSchema, userSchema } from '@portside/contracts/auth';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listUsers } from './repository';
import { changeLogin, changePassword } from './service';

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { roles: roleGroups.admin },
      schema: { tags: ['users'], summary: 'All users, by id', response: { 200: z.array(userSchema) } },
    },
    () => listUsers(db),
  );

  app.post(
    '/users/me/change-password',
    {
      config: { roles: roleGroups.signedIn },
      schema: {
        tags: ['users'],
        body: changePasswordBodySchema,
        response: { 200: messageSchema, 400: errorBodySchema },
      },
    },
    (request) => changePassword(db, request.user.id, request.body),
  );

  app.post(
    '/users/me/change-login',
    {
      config: { roles: roleGroups.signedIn },
      schema: {
        tags: ['users'],
        body: changeLoginBodySchema,
        response: { 200: messageSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => changeLogin(db, request.user.id, request.body),
  );
};

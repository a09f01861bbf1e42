import {
  changeLoginBodySchema,
  changePasswordBodySchema,
  credentialsChangedSchema,
  endedSessionsSchema,
  listUsersQuerySchema,
  updateUserBodySchema,
  userSchema,
  usersPageSchema,
} from '@portside/contracts/auth';
import { idParamsSchema } from '@portside/contracts/bounds';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { TokenSigner } from '../auth/token';
import { listUsers } from './repository';
import { changeLogin, changePassword, endUserSessions, updateUser } from './service';

export const userRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: TokenSigner }> = async (app, { db, tokens }) => {
  app.get(
    '/',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags: ['users'],
        summary: 'Users searched by name or username, sorted, one page (admin)',
        querystring: listUsersQuerySchema,
        response: { 200: usersPageSchema },
      },
    },
    (request) => listUsers(db, request.query),
  );

  app.patch(
    '/:id',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags: ['users'],
        summary: 'Activate or deactivate a user, or change its department; both end its sessions (admin)',
        params: idParamsSchema,
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
        params: idParamsSchema,
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
        summary: "Change one's password; every session of the user ends, the answer carries a new token",
        body: changePasswordBodySchema,
        response: { 200: credentialsChangedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    (request) => changePassword(db, tokens, { ...request.user, ip: request.ip }, request.body),
  );

  app.post(
    '/users/me/change-login',
    {
      config: { roles: roleGroups.signedIn },
      schema: {
        tags: ['users'],
        summary: "Change one's login; every session of the user ends, the answer carries a new token",
        body: changeLoginBodySchema,
        response: { 200: credentialsChangedSchema, 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    (request) => changeLogin(db, tokens, { ...request.user, ip: request.ip }, request.body),
  );
};

import {
  authMessages,
  changeLoginBodySchema,
  changePasswordBodySchema,
  credentialsChangedSchema,
  endedSessionsSchema,
  listUsersQuerySchema,
  managedUserSchema,
  passwordSetSchema,
  setPasswordBodySchema,
  updateUserBodySchema,
  usersPageSchema,
} from '@portside/contracts/auth';
import { idParamsSchema } from '@portside/contracts/bounds';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import { ifMatchHeadersSchema, versionOfIfMatch } from '@portside/contracts/versions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { NotFound } from '../../errors';
import type { TokenSigner } from '../auth/token';
import { getUser, listUsers } from './repository';
import { changeLogin, changePassword, endUserSessions, setUserPassword, updateUser } from './service';

export const userRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: TokenSigner }> = async (app, { db, tokens }) => {
  app.get(
    '/',
    {
      config: { roles: roleGroups.admin, standby: true },
      schema: {
        tags: ['users'],
        summary: 'Users searched by name or username, sorted, one page (admin)',
        querystring: listUsersQuerySchema,
        response: { 200: usersPageSchema },
      },
    },
    (request) => listUsers(db, request.query),
  );

  app.get(
    '/:id',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags: ['users'],
        summary: 'A user as the admin manages it (admin)',
        params: idParamsSchema,
        response: { 200: managedUserSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = await getUser(db, request.params.id);
      if (!user) throw new NotFound(authMessages.userNotFound);
      return user;
    },
  );

  app.patch(
    '/:id',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags: ['users'],
        summary:
          "Activate or deactivate a user, change a staff user's department or a client user's company; all but an activation end its sessions (admin)",
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: updateUserBodySchema,
        response: { 200: managedUserSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => {
      const version = versionOfIfMatch(request.headers['if-match']);
      return updateUser(db, request.user, request.params.id, request.body, version);
    },
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
    '/:id/set-password',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags: ['users'],
        summary: 'Set a new password for a user who forgot theirs; every session of the user ends (admin)',
        params: idParamsSchema,
        body: setPasswordBodySchema,
        response: { 200: passwordSetSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => setUserPassword(db, request.user, request.params.id, request.body),
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

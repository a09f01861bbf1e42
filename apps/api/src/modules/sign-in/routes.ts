import { accountSchema, loginBodySchema, registerBodySchema, tokenSchema, userSchema } from '@portside/contracts/auth';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { TokenSigner } from '../auth/token';
import { registerUser, toAccount } from '../users/repository';
import { login, logout } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: TokenSigner }> = async (app, { db, tokens }) => {
  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (JSON or form-encoded) and receive a bearer token valid 8 hours',
        body: loginBodySchema,
        response: { 200: tokenSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    (request, reply) => {
      // The answer carries a bearer token: never kept by a cache (RFC 6749 5.1).
      reply.header('cache-control', 'no-store');
      return login(db, tokens, { ...request.body, ip: request.ip });
    },
  );

  app.post(
    '/logout',
    {
      config: { roles: roleGroups.signedIn },
      schema: { tags: ['auth'], summary: 'End the session of this token', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await logout(db, request.user);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    { config: { roles: roleGroups.signedIn }, schema: { tags: ['auth'], response: { 200: accountSchema } } },
    // The auth plugin has just read the user with the session: no second query.
    (request) => toAccount(request.user),
  );

  app.post(
    '/register',
    {
      config: { roles: roleGroups.admin },
      schema: {
        tags: ['auth'],
        summary: 'Create a user (admin); a client user belongs to a client company (companyId)',
        body: registerBodySchema,
        response: { 201: userSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await registerUser(db, request.user, request.body)),
  );
};

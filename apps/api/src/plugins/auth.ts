import { createHash, timingSafeEqual } from 'node:crypto';
import { authMessages } from '@portside/contracts/auth';
import type { Role } from '@portside/contracts/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessionUserFinder } from '../modules/auth/sessions';
import type { TokenSigner } from '../modules/auth/token';

/** The signed-in user and the session of the token (logout ends it). */
export type CurrentUser = {
  id: number;
  role: Role;
  name: string | null;
  username: string;
  isActive: boolean;
  createdAt: Date;
  /** A client user's consignee company (null: not linked yet, and for staff): the client portal reads only its BLs. */
  companyId: number | null;
  sessionId: string;
  /** Seconds since the session's last accepted write, by the database's clock (a read replica's reads wait a while
   * after it); null: none. */
  secondsSinceWrite: number | null;
};

/**
 * Route access, declared on every route under /api: `config: { roles: roleGroups.admin }` or `config: { public: true }`.
 * A route that declares neither is denied to everyone (deny by default).
 */
export type RouteAccess = {
  roles?: readonly Role[];
  public?: boolean;
  /** A metrics scraper's bearer token (METRICS_TOKEN) opens the route too, without a session. */
  metricsToken?: true;
  /** The route only reads, and may read from the hot standby (plugins/read-routing.ts). */
  standby?: true;
};

export type RouteEntry = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    user: CurrentUser;
  }
  interface FastifyInstance {
    /** Every route with its access, as registered: the access test walks it. */
    routeTable: RouteEntry[];
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const parts = header.split(' ');
  return parts.length === 2 && parts[0]?.toLowerCase() === 'bearer' && parts[1] ? parts[1] : null;
}

/** Compared in constant time (as digests, so lengths do not tell either). */
function sameSecret(sent: string, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(secret));
}

async function auth(
  app: FastifyInstance,
  options: { db: Db; tokens: TokenSigner; docsPrefix: string; metricsToken?: string },
) {
  app.decorateRequest('user', null as unknown as CurrentUser);
  const findSessionUser = sessionUserFinder(options.db);
  app.decorate('routeTable', [] as RouteEntry[]);

  // The web app's files and the API documentation are public; everything else under /api declares its roles.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(options.docsPrefix)) {
      route.config = { ...route.config, public: true };
    }
    const { roles, public: isPublic } = route.config ?? {};
    for (const method of [route.method].flat())
      app.routeTable.push({ method, url: route.url, access: { roles, public: isPublic } });
  });

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    // Unknown paths answer 404 whoever asks; public routes need no token.
    if (!request.routeOptions.url || config.public) return;
    // What a signed-in user reads (and every refusal) is theirs alone: no browser, proxy or shared cache keeps it. Public
    // routes (the web app's files, the public reads) say their own caching.
    reply.header('cache-control', 'no-store');
    // A token that is absent, forged, expired or without a session is refused before any database read.
    const token = bearerToken(request);
    if (config.metricsToken && token && options.metricsToken && sameSecret(token, options.metricsToken)) return;
    const payload = token ? await options.tokens.verify(token) : null;
    if (!payload) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ detail: authMessages.notAuthenticated });
    }
    // The account is read with the token's session on every call (one primary-key join), so a deactivation, a role
    // change, a logout or an ended session takes effect at once.
    const user = await findSessionUser(payload);
    if (!user?.isActive) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ detail: authMessages.notAuthenticated });
    }
    if (!config.roles?.includes(user.role)) {
      return reply.status(403).send({ detail: authMessages.forbidden });
    }
    request.user = { ...user, sessionId: payload.sid };
  });
}

export const authPlugin = fp(auth, { name: 'auth' });

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { boundsMessages } from '@portside/contracts/bounds';
import { protocolMessages } from '@portside/contracts/protocol';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { publishLiveChanges } from './db/live-changes';
import { auditLogRoutes } from './modules/audit-log/routes';
import { tokenSigner } from './modules/auth/token';
import { billingInvoiceRoutes } from './modules/billing-invoices/routes';
import { cargoHandlerRoutes } from './modules/cargo-handlers/routes';
import { clearanceRoutes } from './modules/clearances/routes';
import { clientRoutes } from './modules/clients/routes';
import { companyRoutes } from './modules/companies/routes';
import { companyLookupRoutes } from './modules/company-lookups/routes';
import { blConsigneeRoutes, companyTinRoutes, registerConsigneeRoutes } from './modules/consignees/bl-consignee-routes';
import { consigneeRoutes } from './modules/consignees/routes';
import { creditMemoRoutes } from './modules/credit-memos/routes';
import { dashboardRoutes } from './modules/dashboards/routes';
import { descriptionRoutes } from './modules/descriptions/routes';
import { healthRoutes } from './modules/health/routes';
import { kindOfCompanyRoutes } from './modules/kinds-of-company/routes';
import { openLiveBus } from './modules/live/bus';
import { createLiveHub, type LiveHub } from './modules/live/hub';
import { liveRoutes } from './modules/live/routes';
import { loginLogRoutes } from './modules/login-logs/routes';
import { manifestLayoutRoutes } from './modules/manifest-layouts/routes';
import { officialReceiptRoutes } from './modules/official-receipts/routes';
import { monitoringRoutes, visitRoutes } from './modules/operations/routes';
import { pdfConverterRoutes } from './modules/pdf-converter/routes';
import { settingsRoutes } from './modules/settings/routes';
import { shippingAgentRoutes } from './modules/shipping-agents/routes';
import { shippingLineRoutes } from './modules/shipping-lines/routes';
import { authRoutes } from './modules/sign-in/routes';
import { siteRoutes } from './modules/site/routes';
import { gateRoutes, trackingRoutes } from './modules/tracking/routes';
import { userRoutes } from './modules/users/routes';
import { vesselRoutes } from './modules/vessels/routes';
import { itemRoutes, workOrderRoutes } from './modules/work-orders/routes';
import { metricsPlugin } from './observability/metrics-plugin';
import { requestIdOf } from './observability/request-id';
import { authPlugin } from './plugins/auth';
import { answerClientError } from './plugins/client-errors';
import { errorsPlugin } from './plugins/errors';
import { inputPlugin } from './plugins/input';
import { readRoutingPlugin } from './plugins/read-routing';

export type AppOptions = {
  config: Pick<Config, 'jwtSecret' | 'logLevel'> &
    Partial<Pick<Config, 'trustProxy' | 'requestsPerMinute' | 'apiDocs' | 'metricsToken' | 'redisUrl'>> & {
      webDist?: string;
    };
  database: Database;
};

export const docsPrefix = '/api/docs';

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export async function buildApp({ config, database }: AppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Every log line of a request carries its id (reqId), and so does the answer (X-Request-Id).
    genReqId: requestIdOf,
    clientErrorHandler: answerClientError,
    // Answered below in the API's own shape instead.
    return503OnClosing: false,
    // A path parameter may be a consignee's name (reports: up to 320 characters, the schema's bound), not only an id.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within two minutes: a stalled upload cannot hold its memory and its share forever.
    requestTimeout: 120_000,
    // A path that is not valid percent-encoding (/api/%c0%ae) answers in the API's own error shape.
    frameworkErrors: (error, _request, reply) => {
      const detail = error.code === 'FST_ERR_BAD_URL' ? boundsMessages.badUrl : error.message;
      (reply as FastifyReply).status(error.statusCode ?? 400).send({ detail });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Mantine writes its CSS variables in <style> elements.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        // Terminals often serve the app over plain HTTP inside their network; upgrading would break it there.
        'upgrade-insecure-requests': null,
      },
    },
    // Sent only over HTTPS (below): over plain HTTP a browser ignores it, and it would say the wrong thing.
    strictTransportSecurity: false,
  });
  // Stopping (SIGTERM): what arrives meanwhile on a kept-alive connection is refused, and the connection closed, so a
  // load balancer or the client tries another machine or again.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // An answer is its user's: a copy kept for one token (a phone's offline copy of a visit) never answers another.
    if (request.url.startsWith('/api')) reply.header('vary', 'Authorization');
    if (closing) {
      // Whatever the route's own answers look like (its schema's serializer is bypassed).
      const body = { detail: protocolMessages.stopping, request_id: request.id };
      return reply
        .header('connection', 'close')
        .status(503)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send(body);
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // The API only: the web app's files and translations are cached static content. An app-level hook added before
  // the auth plugin's, so every request counts, those refused with 401 or 403 too (the plugin's own per-route hooks
  // would run after the auth check).
  // Counted in Redis when there is one, so the limit holds across processes and machines; each process alone otherwise.
  const redis = config.redisUrl ? await rateLimitRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'portside-rate-limit-',
    // Redis unreachable: requests are served without the limit (and logged) rather than all refused.
    skipOnError: true,
    max: config.requestsPerMinute ?? 3000,
    timeWindow: '1 minute',
    // By the route matched, or for an unknown path by its decoded spelling, so /%61pi/... counts as /api/... does.
    allowList: (request) => !(request.routeOptions.url ?? decodedPath(request.url)).startsWith('/api'),
  });
  app.addHook('onRequest', app.rateLimit());
  await app.register(formbody);
  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  const tokens = tokenSigner(config.jwtSecret);
  const db = database.db;
  await app.register(authPlugin, { db, tokens, docsPrefix, metricsToken: config.metricsToken });
  await app.register(metricsPlugin, { database });
  await app.register(readRoutingPlugin, { database });

  // The API's documentation: a map of every call for an attacker as well, so off in production unless API_DOCS=on.
  if (config.apiDocs ?? true) await registerDocs(app);

  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(authRoutes, { prefix: '/api/auth', db, tokens });
  await app.register(userRoutes, { prefix: '/api/users', db, tokens });
  await app.register(loginLogRoutes, { prefix: '/api/analytics/login-logs', db });
  await app.register(kindOfCompanyRoutes, { prefix: '/api/kinds-of-company', db });
  await app.register(companyRoutes, { prefix: '/api/companies', db });
  await app.register(companyTinRoutes, { prefix: '/api/companies', db });
  await app.register(cargoHandlerRoutes, { prefix: '/api/cargo-handlers', db });
  await app.register(descriptionRoutes, { prefix: '/api/description', db });
  await app.register(consigneeRoutes, { prefix: '/api/consignees', db });
  await app.register(registerConsigneeRoutes, { prefix: '/api/consignees', db });
  await app.register(settingsRoutes, { prefix: '/api/settings', db });
  await app.register(auditLogRoutes, { prefix: '/api/audit-log', db });
  await app.register(companyLookupRoutes, { prefix: '/api/companies', db });
  await app.register(clientRoutes, { prefix: '/api/clients', db });
  await app.register(shippingLineRoutes, { prefix: '/api/shipping-lines', db });
  await app.register(shippingAgentRoutes, { prefix: '/api/shipping-agents', db });
  await app.register(vesselRoutes, { prefix: '/api/vessels', db });
  await app.register(pdfConverterRoutes, { prefix: '/api/pdf-converter', db });
  await app.register(manifestLayoutRoutes, { prefix: '/api/manifest-layouts', db });
  await app.register(workOrderRoutes, { prefix: '/api/work-orders', db });
  await app.register(itemRoutes, { prefix: '/api/items', db });
  await app.register(visitRoutes, { prefix: '/api/work-orders', db });
  await app.register(monitoringRoutes, { prefix: '/api/monitoring', db });
  await app.register(siteRoutes, { prefix: '/api/site', db });
  await app.register(trackingRoutes, { prefix: '/api/items', db });
  await app.register(blConsigneeRoutes, { prefix: '/api/items', db });
  await app.register(gateRoutes, { prefix: '/api/gate', db });
  await app.register(officialReceiptRoutes, { prefix: '/api/official-receipts', db });
  await app.register(clearanceRoutes, { prefix: '/api/clearances', db });
  await app.register(billingInvoiceRoutes, { prefix: '/api/billing-invoices', db });
  await app.register(creditMemoRoutes, { prefix: '/api/credit-memos', db });
  const live = createLiveHub();
  await app.register(dashboardRoutes, { prefix: '/api', db, live });
  await registerLive(app, database, config.redisUrl, live);

  const webDist = config.webDist && existsSync(join(config.webDist, 'index.html')) ? config.webDist : undefined;
  if (webDist) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h' });
    // The page names the built files of its build: checked again at each load (the static plugin would say an hour
    // for / and /index.html), so a deploy shows at once.
    app.addHook('onSend', async (_request, reply) => {
      if (String(reply.getHeader('content-type')).startsWith('text/html')) reply.header('cache-control', 'no-cache');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/admin/users, /login ...) all load the single page; a missing built file is a 404, or a
    // stale page would run index.html as its script.
    const pageRoute = !request.url.startsWith('/api') && !request.url.startsWith('/assets/');
    if (webDist && (request.method === 'GET' || request.method === 'HEAD') && pageRoute) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not Found' });
  });
  return app;
}

/**
 * Connected before the first request, and no queue while it is down: a request then passes without the limit at once
 * (skipOnError) rather than wait for a reconnection; its errors are logged, not thrown.
 */
async function rateLimitRedis(url: string, log: FastifyBaseLogger) {
  const options = { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true };
  const redis = new Redis(url, options);
  redis.on('error', (error) => log.warn({ err: error }, 'Redis (the rate limit) failed'));
  await redis.connect().catch(() => undefined);
  return redis;
}

/** Live updates: what is written here or in another process reaches the open streams (modules/live). */
async function registerLive(app: FastifyInstance, database: Database, redisUrl: string | undefined, hub: LiveHub) {
  const bus = await openLiveBus({ database, redisUrl, log: app.log }, hub);
  publishLiveChanges(database.db, bus);
  // Streams never end by themselves: closed first, so the server stops as soon as the other requests are answered.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => bus.close());
  await app.register(liveRoutes, { prefix: '/api/live', hub });
}

async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portside API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: docsPrefix, staticCSP: true });
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import cluster from 'node:cluster';
import { roleGroups } from '@portside/contracts/roles';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { processMetrics } from './process-metrics';

const askPrimary = 'portside:metrics';

/**
 * GET /api/metrics in Prometheus's text format, for an admin or a scraper with METRICS_TOKEN: requests and their
 * latency by route, the database pool's use, the readers' queue, deadlock retries, and the process's own. Under
 * node:cluster a worker asks the primary, which gathers every worker's figures (primary.ts), so one scrape sees all.
 */
async function metrics(app: FastifyInstance, options: { database: Database }) {
  const appMetrics = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'portside_http_requests_total',
    help: 'API requests answered, by route pattern and status',
    labelNames,
    registers: [appMetrics],
  });
  const latency = new Histogram({
    name: 'portside_http_request_duration_seconds',
    help: 'Time to answer an API request, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [appMetrics],
  });
  new Gauge({
    name: 'portside_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [appMetrics],
    collect() {
      const use = options.database.poolUse?.();
      if (!use) return;
      for (const [state, count] of Object.entries(use)) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'portside_standby_lag_seconds',
    help: "The read replica's replay lag at its last probe (absent: no replica, or it did not answer)",
    registers: [appMetrics],
    // Across workers: the worst.
    aggregator: 'max',
    collect() {
      const lag = options.database.standby?.lagSeconds();
      if (lag !== null && lag !== undefined) this.set(lag);
    },
  });
  new Gauge({
    name: 'portside_standby_reads',
    help: 'Whether reads go to the read replica now (1) or fell back to the primary (0)',
    registers: [appMetrics],
    // Across workers: 1 only when every worker reads the standby.
    aggregator: 'min',
    collect() {
      const standby = options.database.standby;
      if (standby) this.set(standby.usable() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'portside_standby_queries',
    help: 'Queries sent to the read replica since the process started',
    registers: [appMetrics],
    aggregator: 'sum',
    collect() {
      const standby = options.database.standby;
      if (standby) this.set(standby.queries());
    },
  });
  const registries = [processMetrics, appMetrics];
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries(registries);
    // Made in a worker, it answers the primary's requests for this worker's figures.
    new AggregatorRegistry();
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    // Only the API's own routes: the web app's files and unknown paths would make a label for every URL tried.
    if (!route?.startsWith('/api/')) return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    '/api/metrics',
    { config: { roles: roleGroups.admin, metricsToken: true }, schema: { hide: true } },
    async (_request, reply) => {
      const text = cluster.isWorker ? await fromPrimary() : await Registry.merge(registries).metrics();
      return reply.header('content-type', processMetrics.contentType).send(text);
    },
  );
}

let asked = 0;
type Answer = { type?: string; id?: number; text?: string; error?: string };
/** Scrapes waiting for the primary's answer, by id: one listener for them all, however many run at once. */
const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void; timer: NodeJS.Timeout }>();

function heardFromPrimary(message: Answer) {
  const scrape = message?.type === askPrimary && message.id !== undefined ? waiting.get(message.id) : undefined;
  if (!scrape || message.id === undefined) return;
  waiting.delete(message.id);
  clearTimeout(scrape.timer);
  if (message.text === undefined) scrape.reject(new Error(message.error));
  else scrape.resolve(message.text);
}

/** Every worker's figures, gathered by the primary (primary.ts answers this message). */
function fromPrimary(): Promise<string> {
  if (asked === 0) process.on('message', heardFromPrimary);
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('The primary did not gather the metrics within 5 s'));
    }, 5_000);
    waiting.set(id, { resolve, reject, timer });
    process.send?.({ type: askPrimary, id });
  });
}

/** In the primary: answers a worker's question with every worker's figures. */
export function answerMetricsQuestions() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', async (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== askPrimary) return;
    try {
      worker.send({ type: askPrimary, id: message.id, text: await aggregator.clusterMetrics() });
    } catch (error) {
      worker.send({ type: askPrimary, id: message.id, error: (error as Error).message });
    }
  });
}

export const metricsPlugin = fp(metrics, { name: 'metrics' });

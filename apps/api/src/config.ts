import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  WEB_DIST: z.string().optional(),
  /** Behind a reverse proxy: how many hops (a number) or which proxy addresses (comma-separated) to trust. */
  TRUST_PROXY: z.string().optional(),
  /** API requests a minute from one address (a whole office may share one address behind its NAT). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  /** Default: warn (errors and refusals only) in development and the demo, info (a line per request) in production. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** API processes on this machine (node:cluster). Default: one per core in production on PostgreSQL, else one. */
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** How long SIGTERM waits for the requests in flight before the process stops without them. */
  SHUTDOWN_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** The API's OpenAPI pages at /api/docs: on by default outside production, off in production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** A PostgreSQL hot standby for reads (the dashboards, tracking, lists): writes and a user's reads after a write
   * stay on DATABASE_URL, and so does every read while the standby is down or behind. */
  DATABASE_READ_URL: z.string().url().optional(),
  /** How far (seconds) the standby's replay may be behind before reads go back to the primary. */
  READ_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /** Redis (redis://host:port): the rate limit's counters shared by every API process and machine. */
  REDIS_URL: z.string().url().optional(),
  /** A secret that a metrics scraper sends as its bearer token to GET /api/metrics (an admin's sign-in works too). */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
});

export type Config = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the embedded PGlite database under dataDir. */
  databaseUrl?: string;
  jwtSecret: string;
  /** Demo users and data: only on the embedded database outside production. */
  demo: boolean;
  webDist?: string;
  logLevel: string;
  /** Fastify's trustProxy: off by default, so a client cannot choose its own address with X-Forwarded-For. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  requestsPerMinute: number;
  workers: number;
  shutdownSeconds: number;
  apiDocs: boolean;
  metricsToken?: string;
  redisUrl?: string;
  databaseReadUrl?: string;
  readMaxLagSeconds: number;
};

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return value.split(',').map((address) => address.trim());
}

/** The embedded default keeps a generated secret beside its data, so tokens survive a restart. */
function embeddedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new Error('DATABASE_READ_URL needs DATABASE_URL: the standby follows a PostgreSQL primary.');
  }
  if (e.WORKERS && e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new Error('WORKERS above 1 needs DATABASE_URL: the embedded database is opened by one process only.');
  }
  if (production && e.DATABASE_URL && !e.JWT_SECRET) {
    throw new Error('JWT_SECRET is required when running on DATABASE_URL in production (at least 32 characters).');
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? embeddedSecret(dataDir),
    demo: !production && !e.DATABASE_URL,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    requestsPerMinute: e.RATE_LIMIT_PER_MINUTE,
    workers: e.WORKERS ?? (production && e.DATABASE_URL ? availableParallelism() : 1),
    shutdownSeconds: e.SHUTDOWN_SECONDS,
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : !production,
    metricsToken: e.METRICS_TOKEN,
    redisUrl: e.REDIS_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    readMaxLagSeconds: e.READ_MAX_LAG_SECONDS,
  };
}

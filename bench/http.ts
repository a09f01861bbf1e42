/**
 * The cost of our request pipeline: an authenticated GET /api/auth/me (token check, the user's row, roles, response
 * schema) against a bare Fastify route that makes the same single PostgreSQL query, both on one PostgreSQL database,
 * loaded in turn by autocannon (50 connections, in a worker thread) from the same process. Prints requests a second
 * of each and their ratio; fails under 0.5.
 *   node --import tsx bench/http.ts [--seconds 10] [--url postgres://...]   (default: TEST_DATABASE_URL)
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createUser, staffProfile } from '../apps/api/src/modules/users/repository';
import { benchDatabase } from './support/bench-database';

const budget = 0.5;
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, url: { type: 'string' } } });
const seconds = Number(values.seconds);
const serverUrl = values.url ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = 'portside_bench_http';

const { database, url } = await benchDatabase(serverUrl, name);
await createUser(
  database.db,
  null,
  {
    username: 'bench',
    password: 'bench-password',
    role: 'admin',
  },
  staffProfile('Bench'),
);

// The app as `npm start` configures it (its default log level), with no rate limit in the way of the load.
const config = loadConfig({ ...process.env, DATABASE_URL: url, JWT_SECRET: 'x'.repeat(48) });
const app = await buildApp({ config: { ...config, requestsPerMinute: 100_000_000 }, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'bench', password: 'bench-password' },
});
const token = login.json().accessToken as string;
const session = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());

// The same single query (prepared, as ours is) on a pool of the same size, with nothing around it.
const pool = new pg.Pool({ connectionString: url, max: 10 });
const bare = Fastify();
bare.get('/user', async () => {
  const { rows } = await pool.query({
    name: 'session_user',
    text: `select u.id, u.role, u.name, u.username, u.is_active, u.created_at from sessions s
     join users u on u.id = s.user_id where s.id = $1 and s.user_id = $2 and s.ended_at is null`,
    values: [session.sid, session.user_id],
  });
  return rows[0];
});
await bare.listen({ port: 0, host: '127.0.0.1' });

async function load(target: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: target, connections: 50, duration: seconds, headers, workers: 1 });
  if (result.non2xx || result.errors) throw new Error(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const port = (server: typeof app.server) => (server.address() as AddressInfo).port;
await load(`http://127.0.0.1:${port(bare.server)}/user`); // warm-up of both, then the measured runs
await load(`http://127.0.0.1:${port(app.server)}/api/auth/me`, { authorization: `Bearer ${token}` });
const bareRate = await load(`http://127.0.0.1:${port(bare.server)}/user`);
const ourRate = await load(`http://127.0.0.1:${port(app.server)}/api/auth/me`, { authorization: `Bearer ${token}` });
const ratio = ourRate / bareRate;

console.table([
  { route: 'bare Fastify + one query', 'req/s': Math.round(bareRate) },
  { route: 'GET /api/auth/me (signed in)', 'req/s': Math.round(ourRate) },
]);
console.log(`ratio ${ratio.toFixed(2)} (budget: at least ${budget})`);

await app.close();
await bare.close();
await pool.end();
await database.close();
process.exit(ratio >= budget ? 0 : 1);

import type { Role } from '@portside/contracts/roles';
import type { InjectOptions } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import { toAccount } from '../modules/users/repository';
import { openTestDatabase } from './database';
import { buildUser, testPassword } from './factories';

export { testPassword };

type AppConfig = AppOptions['config'];
export const testSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * The real app on a fresh database, with helpers to make users and call the API as one of them.
 * `extend` may add routes before the app is ready (used to prove how unexpected failures are answered);
 * `requestsPerMinute` sets the API rate limit (practically none by default); `config` the app's other settings.
 */
export async function createTestApp(
  extend?: (app: Awaited<ReturnType<typeof buildApp>>) => void,
  { requestsPerMinute = 1_000_000, config = {} }: { requestsPerMinute?: number; config?: Partial<AppConfig> } = {},
) {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: { jwtSecret: testSecret, logLevel: 'silent', requestsPerMinute, ...config },
    database,
  });
  extend?.(app);
  await app.ready();
  /** A user of the role who signs in with testPassword, as the API shows it. */
  const makeUser = async (role: Role, overrides: Parameters<typeof buildUser>[1] = {}) =>
    toAccount(await buildUser(database.db, { role, ...overrides }));

  async function login(username: string, password = testPassword, remoteAddress?: string) {
    return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
  }

  /** A new user of the role and its bearer token. */
  async function signIn(role: Role) {
    const user = await makeUser(role);
    const response = await login(user.username);
    const token = response.json().accessToken as string;
    return { user, token, headers: { authorization: `Bearer ${token}` } };
  }

  /** Calls the API as a new user of the role. */
  async function injectAs(role: Role, options: InjectOptions) {
    const { headers } = await signIn(role);
    return app.inject({ ...options, headers: { ...options.headers, ...headers } });
  }

  return {
    app,
    db: database.db,
    makeUser,
    login,
    signIn,
    injectAs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

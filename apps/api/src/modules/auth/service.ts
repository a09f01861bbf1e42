import type { Token } from '@portside/contracts/auth';
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLogs } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { findUserByUsername } from '../users/repository';
import { verifyPassword } from './passwords';
import type { TokenSigner } from './token';

export const invalidCredentials = 'Invalid credentials';
export const inactiveAccount = 'This account is inactive. Please contact an administrator.';
export const tooManyAttempts = 'Too many failed sign-in attempts. Please wait a minute and try again.';
const failedAttemptsPerMinute = 10;

/**
 * Failed attempts are counted in the database, not in process memory, so the limit holds across instances
 * behind a load balancer and across restarts.
 */
async function recentFailures(db: Db, username: string, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.success, false),
        gt(loginLogs.createdAt, sql`now() - interval '1 minute'`),
        or(eq(loginLogs.username, username), eq(loginLogs.ip, ip)),
      ),
    );
  return row?.n ?? 0;
}

export async function login(
  db: Db,
  tokens: TokenSigner,
  input: { username: string; password: string; ip: string },
): Promise<Token> {
  const username = input.username.trim().toLowerCase();
  if ((await recentFailures(db, username, input.ip)) >= failedAttemptsPerMinute) {
    throw new HttpError(429, tooManyAttempts);
  }
  const user = await findUserByUsername(db, username);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  const success = valid && user?.isActive === true;
  await db.insert(loginLogs).values({ userId: user?.id ?? null, username, ip: input.ip, success });
  if (!valid || !user) throw new HttpError(401, invalidCredentials);
  if (!user.isActive) throw new HttpError(403, inactiveAccount);
  return { accessToken: await tokens.sign(user), tokenType: 'bearer' };
}

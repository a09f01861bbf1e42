import { authMessages, type Token } from '@portside/contracts/auth';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLogs } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { findUserByUsername } from '../users/repository';
import { verifyPassword } from './passwords';
import type { TokenSigner } from './token';

const failedAttemptsPerMinute = 10;

/**
 * Failed attempts within the last minute, for the username and for the address separately. Counted in the database,
 * not in process memory, so the limit holds across instances behind a load balancer and across restarts.
 */
async function recentFailures(db: Db, username: string, ip: string) {
  const [row] = await db
    .select({
      byUsername: sql<number>`count(*) filter (where ${loginLogs.username} = ${username})::int`,
      byAddress: sql<number>`count(*) filter (where ${loginLogs.ip} = ${ip})::int`,
    })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.success, false),
        gt(loginLogs.createdAt, sql`now() - interval '1 minute'`),
        or(eq(loginLogs.username, username), eq(loginLogs.ip, ip)),
      ),
    );
  return Math.max(row?.byUsername ?? 0, row?.byAddress ?? 0);
}

/**
 * Every attempt is written first as a failure and counted with the others, so parallel guesses cannot all pass the
 * check before any of them is recorded; a successful one is then marked so.
 */
export async function login(
  db: Db,
  tokens: TokenSigner,
  input: { username: string; password: string; ip: string },
): Promise<Token> {
  const username = input.username.trim().toLowerCase();
  const ip = input.ip.slice(0, 64);
  const user = await findUserByUsername(db, username);
  const [attempt] = await db
    .insert(loginLogs)
    .values({ userId: user?.id ?? null, username, ip, success: false })
    .returning({ id: loginLogs.id });
  if ((await recentFailures(db, username, ip)) > failedAttemptsPerMinute) {
    throw new HttpError(429, authMessages.tooManyAttempts);
  }
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!valid || !user) throw new HttpError(401, authMessages.invalidCredentials);
  if (!user.isActive) throw new HttpError(403, authMessages.inactiveAccount);
  if (attempt) await db.update(loginLogs).set({ success: true }).where(eq(loginLogs.id, attempt.id));
  return { accessToken: await tokens.sign(user), tokenType: 'bearer' };
}

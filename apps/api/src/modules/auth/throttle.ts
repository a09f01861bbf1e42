import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLogs } from '../../db/schema/index';

/**
 * Failed password checks (sign-ins, and the current password of change-password and change-login) allowed within one
 * minute. The pair is the tight limit: ten wrong guesses from one address stop that address for that user, not the
 * owner elsewhere. An address may fail more in all (an office shares one), and a username much more (only a guesser
 * spread over many addresses reaches it; the owner is locked out only then).
 */
export const failureLimits = { perUsernameAndAddress: 10, perAddress: 30, perUsername: 100 } as const;

export type PasswordCheck = { userId: number | null; username: string; ip: string };

/**
 * Records a password check as failed before it runs, so parallel guesses cannot all pass before any is counted, and
 * tells whether the failures of the last minute (this one included) are over a limit. Counted in the database, not
 * in process memory, so the limits hold across instances and restarts.
 */
export async function beginPasswordCheck(db: Db, check: PasswordCheck) {
  const username = check.username.trim().toLowerCase();
  const ip = check.ip.slice(0, 64);
  const [attempt] = await db
    .insert(loginLogs)
    .values({ userId: check.userId, username, ip, success: false })
    .returning({ id: loginLogs.id });
  const [failures] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginLogs.username} = ${username} and ${loginLogs.ip} = ${ip})::int`,
      address: sql<number>`count(*) filter (where ${loginLogs.ip} = ${ip})::int`,
      username: sql<number>`count(*) filter (where ${loginLogs.username} = ${username})::int`,
    })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.success, false),
        gt(loginLogs.createdAt, sql`now() - interval '1 minute'`),
        or(eq(loginLogs.username, username), eq(loginLogs.ip, ip)),
      ),
    );
  const overLimit =
    (failures?.pair ?? 0) > failureLimits.perUsernameAndAddress ||
    (failures?.address ?? 0) > failureLimits.perAddress ||
    (failures?.username ?? 0) > failureLimits.perUsername;
  // A refused attempt checked no password: it is not a failure, or one address answered 429 could go on counting
  // toward the username's limit and lock its owner out everywhere.
  if (overLimit && attempt) await forgetPasswordCheck(db, attempt.id);
  return { attemptId: attempt?.id ?? 0, overLimit };
}

/** A sign-in whose password was right: it stays in the log as a success (the login counts read it). */
export async function markSignInSucceeded(db: Db, attemptId: number) {
  await db.update(loginLogs).set({ success: true }).where(eq(loginLogs.id, attemptId));
}

/** A right current password (change-password, change-login) is no sign-in: its row goes. */
export async function forgetPasswordCheck(db: Db, attemptId: number) {
  await db.delete(loginLogs).where(eq(loginLogs.id, attemptId));
}

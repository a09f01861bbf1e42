import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { tokenLifetimeSeconds } from './token';

const tokenLifetime = sql`make_interval(secs => ${tokenLifetimeSeconds})`;

/**
 * Starts a session for a user whose password was just verified against `passwordHash`, and drops the user's sessions
 * whose tokens have expired. The user row is read `for share`: a password change or deactivation in progress is
 * waited for and the row checked again, so a sign-in that verified the old password cannot outlive the change.
 * Null when the password changed or the account was deactivated meanwhile.
 */
export async function startSession(db: Db, user: { id: number; passwordHash: string }): Promise<string | null> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), lt(sessions.createdAt, sql`now() - ${tokenLifetime}`)));
  const [session] = await db
    .insert(sessions)
    .select(
      db
        // Drizzle's insert-select names every column, in the table's order.
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          userId: users.id,
          createdAt: sql<Date>`now()`.as('created_at'),
          endedAt: sql<Date | null>`null::timestamptz`.as('ended_at'),
          wroteAt: sql<Date | null>`null::timestamptz`.as('wrote_at'),
        })
        .from(users)
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash), eq(users.isActive, true)))
        .for('share'),
    )
    .returning({ id: sessions.id });
  return session?.id ?? null;
}

/**
 * The user of a live session, read with the session in one query, prepared once per database (the auth plugin runs
 * it on every request). Undefined when the session is unknown, ended, or not the token's user.
 */
export function sessionUserFinder(db: Db) {
  const query = db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      username: users.username,
      isActive: users.isActive,
      createdAt: users.createdAt,
      companyId: users.companyId,
      secondsSinceWrite: sql<number | null>`extract(epoch from now() - ${sessions.wroteAt})::float8`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.endedAt),
      ),
    )
    .prepare('session_user');
  return async (token: { sid: string; user_id: number }) => {
    const [row] = await query.execute({ sid: token.sid, userId: token.user_id });
    return row;
  };
}

/** Ends one session (logout); false when it had already ended. */
export async function endSession(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Ends every live session of a user, but `keep` (the session that changed its own password or login), and says how
 * many. Call it in the transaction of the change that requires it, after the user row is updated.
 */
export async function endSessions(db: Db, userId: number, keep?: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.createdAt, sql`now() - ${tokenLifetime}`),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

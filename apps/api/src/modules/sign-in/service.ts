import { authMessages, type Token } from '@portside/contracts/auth';
import { type Db, inTransaction } from '../../db/client';
import { NotAuthenticated, Throttled } from '../../errors';
import { recordAudit } from '../audit/record';
import { verifyPassword } from '../auth/passwords';
import { endSession, startSession } from '../auth/sessions';
import { beginPasswordCheck, markSignInSucceeded } from '../auth/throttle';
import type { TokenSigner } from '../auth/token';
import { findUserByUsername } from '../users/repository';

/**
 * Every attempt is written first as a failure and counted with the others (throttle.ts); a successful one is then
 * marked so, and gets a session whose id the token carries. A deactivated account is answered as a wrong password is
 * (401 Invalid credentials), whether its password is right or not, and stays a counted failure: a distinct answer
 * after the right password would tell a guesser that the password is right (docs/security.md).
 */
export async function login(
  db: Db,
  tokens: TokenSigner,
  input: { username: string; password: string; ip: string },
): Promise<Token> {
  const user = await findUserByUsername(db, input.username);
  const { attemptId, overLimit } = await beginPasswordCheck(db, {
    userId: user?.id ?? null,
    username: input.username,
    ip: input.ip,
  });
  if (overLimit) throw new Throttled(authMessages.tooManyAttempts);
  // The password is checked for a deactivated account too, so both answers take the same time.
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!valid || !user?.isActive) throw new NotAuthenticated(authMessages.invalidCredentials);
  // Null when the password changed or the account was deactivated since it was read above.
  const sessionId = await startSession(db, user);
  if (!sessionId) throw new NotAuthenticated(authMessages.invalidCredentials);
  await markSignInSucceeded(db, attemptId);
  return { accessToken: await tokens.sign(user, sessionId), tokenType: 'bearer' };
}

/** Ends the session of the token (audited on the user); its token is refused from now on. */
export async function logout(db: Db, user: { id: number; sessionId: string }) {
  await inTransaction(db, async (tx) => {
    if (!(await endSession(tx, user.id, user.sessionId))) return;
    await recordAudit(tx, user, {
      action: 'update',
      entity: 'users',
      entityId: user.id,
      after: { change: 'logout', sessionId: user.sessionId },
    });
  });
}

import {
  authMessages,
  type CredentialsChanged,
  type ManagedUser,
  type SetPasswordBody,
  type UpdateUserBody,
} from '@portside/contracts/auth';
import type { Role } from '@portside/contracts/roles';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { refuseStale, withVersion } from '../../db/row-version';
import { users } from '../../db/schema/index';
import { Conflict, NotAuthenticated, NotFound, Refused, Throttled } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endSessions, startSession } from '../auth/sessions';
import { beginPasswordCheck, forgetPasswordCheck } from '../auth/throttle';
import type { TokenSigner } from '../auth/token';
import { findUserById, findUserByUsername, getUser, lockClientCompany } from './repository';

/** The signed-in user changing its own account, from the address of the request. */
export type Self = Actor & { role: Role; sessionId: string; ip: string };

/**
 * Account changes are audited on the user they change, as `update` entries of `users`: what changed (never a password
 * or its hash) and how many sessions the change ended.
 */
const auditUser = (db: Db, actor: Actor, userId: number, before: unknown, after: unknown) =>
  recordAudit(db, actor, { action: 'update', entity: 'users', entityId: userId, before, after });

/** Wrong current passwords are throttled as failed sign-ins are (auth/throttle.ts), and counted with them. */
async function checkCurrentPassword(db: Db, self: Self, currentPassword: string) {
  const user = await findUserById(db, self.id);
  if (!user) throw new NotAuthenticated(authMessages.notAuthenticated);
  const check = await beginPasswordCheck(db, { userId: user.id, username: user.username, ip: self.ip });
  if (check.overLimit) throw new Throttled(authMessages.tooManyPasswordChecks);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new Refused(authMessages.wrongCurrentPassword);
  }
  await forgetPasswordCheck(db, check.attemptId);
  return user;
}

/**
 * Every session of the user ends with the change, the one that made it too (its token was issued before the change);
 * that one gets a new session and token in the answer, so its user stays signed in.
 */
async function renewSession(tx: Db, tokens: TokenSigner, self: Self) {
  const [user] = await tx
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, self.id));
  const sessionId = user && (await startSession(tx, user));
  if (!user || !sessionId) throw new NotAuthenticated(authMessages.notAuthenticated);
  return { accessToken: await tokens.sign(user, sessionId), tokenType: 'bearer' as const };
}

export async function changePassword(
  db: Db,
  tokens: TokenSigner,
  self: Self,
  input: { currentPassword: string; newPassword: string },
): Promise<CredentialsChanged> {
  await checkCurrentPassword(db, self, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  return inTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, self.id));
    const endedSessions = await endSessions(tx, self.id);
    await auditUser(tx, self, self.id, null, { change: 'password', endedSessions });
    return { detail: authMessages.passwordChanged, ...(await renewSession(tx, tokens, self)) };
  });
}

/** The login is the username; staff often use their e-mail address as one, hence the dialog's name. */
export async function changeLogin(
  db: Db,
  tokens: TokenSigner,
  self: Self,
  input: { currentPassword: string; newLogin: string },
): Promise<CredentialsChanged> {
  const user = await checkCurrentPassword(db, self, input.currentPassword);
  const taken = await findUserByUsername(db, input.newLogin);
  if (taken && taken.id !== user.id) throw new Conflict(authMessages.usernameTaken);
  return inTransaction(db, async (tx) => {
    await tx.update(users).set({ username: input.newLogin, updatedAt: sql`now()` }).where(eq(users.id, self.id));
    const endedSessions = await endSessions(tx, self.id);
    await auditUser(tx, self, self.id, { username: user.username }, { username: input.newLogin, endedSessions });
    return { detail: authMessages.loginChanged, ...(await renewSession(tx, tokens, self)) };
  });
}

/**
 * An admin activates or deactivates a user, changes a staff user's department or moves a client user to another client
 * company. Each of these but an activation ends all the user's sessions (what the user may see changes with it). Admins cannot deactivate
 * themselves or change their own role (that could leave no admin). A client user moved to another company is no
 * longer the portal sign-in of its client record (docs/domain.md "Users").
 */
export async function updateUser(
  db: Db,
  actor: Actor & { role: Role },
  id: number,
  input: UpdateUserBody,
  version?: string,
): Promise<ManagedUser> {
  const demotes = input.isActive === false || (input.role !== undefined && input.role !== actor.role);
  if (id === actor.id && demotes) throw new Refused(authMessages.ownAccount);
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select(withVersion(users)).from(users).where(eq(users.id, id)).for('update');
    if (!before) throw new NotFound(authMessages.userNotFound);
    refuseStale(before.version, version);
    // A client user belongs to a consignee company; staff departments are for staff (the body names only those).
    if (before.role === 'client' && input.role !== undefined) {
      throw new Refused(authMessages.clientDepartment);
    }
    if (before.role !== 'client' && input.companyId !== undefined) throw new Refused(authMessages.staffCompany);
    const role = input.role ?? before.role;
    const isActive = input.isActive ?? before.isActive;
    const companyId = input.companyId ?? before.companyId;
    if (before.role === 'admin' && before.isActive && (role !== 'admin' || !isActive)) await keepAnAdmin(tx, id);
    if (companyId !== before.companyId) {
      await lockClientCompany(tx, companyId ?? 0, {
        notFound: authMessages.companyNotFound,
        notClient: authMessages.companyNotClient,
      });
    }
    const clientId = companyId === before.companyId ? before.clientId : null;
    const changed = role !== before.role || isActive !== before.isActive || companyId !== before.companyId;
    if (changed) {
      await tx
        .update(users)
        .set({ role, isActive, companyId, clientId, updatedAt: sql`now()` })
        .where(eq(users.id, id));
      const narrows = role !== before.role || !isActive || companyId !== before.companyId;
      const endedSessions = narrows ? await endSessions(tx, id) : 0;
      await auditUser(
        tx,
        actor,
        id,
        { role: before.role, isActive: before.isActive, companyId: before.companyId, clientId: before.clientId },
        { role, isActive, companyId, clientId, endedSessions },
      );
    }
    const user = await getUser(tx, id);
    if (!user) throw new NotFound(authMessages.userNotFound);
    return user;
  });
}

/**
 * Another active admin must remain once this one (`id`) is deactivated or moved: two admins demoting each other at
 * once would otherwise both succeed. The check runs under one lock for all such changes, so the second sees the first.
 */
async function keepAnAdmin(tx: Db, id: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portside.active-admins'))`);
  const [others] = await tx
    .select({ admins: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, id)));
  if (!others?.admins) throw new Conflict(authMessages.lastAdmin);
}

/**
 * An admin sets a new password for a user who forgot theirs; every session of the user ends. Admins change their own
 * password from the account menu, which asks for the current one.
 */
export async function setUserPassword(db: Db, actor: Actor, id: number, input: SetPasswordBody) {
  if (id === actor.id) throw new Refused(authMessages.ownPassword);
  const passwordHash = await hashPassword(input.newPassword);
  return inTransaction(db, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    if (!user) throw new NotFound(authMessages.userNotFound);
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
    const endedSessions = await endSessions(tx, id);
    await auditUser(tx, actor, id, null, { change: 'password set by an admin', endedSessions });
    return { detail: authMessages.passwordSet, endedSessions };
  });
}

/** An admin ends every session of a user (a lost phone, a shared computer): its tokens are refused from now on. */
export async function endUserSessions(db: Db, actor: Actor, id: number) {
  return inTransaction(db, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    if (!user) throw new NotFound(authMessages.userNotFound);
    const endedSessions = await endSessions(tx, id);
    await auditUser(tx, actor, id, null, { change: 'sessions ended', endedSessions });
    return { endedSessions };
  });
}

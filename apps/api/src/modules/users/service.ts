import { authMessages } from '@portside/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findUserById, findUserByUsername } from './repository';

async function checkCurrentPassword(db: Db, userId: number, currentPassword: string) {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new HttpError(400, authMessages.wrongCurrentPassword);
  }
  return user;
}

export async function changePassword(db: Db, userId: number, input: { currentPassword: string; newPassword: string }) {
  await checkCurrentPassword(db, userId, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return { detail: authMessages.passwordChanged };
}

/** The login is the username; staff often use their e-mail address as one, hence the dialog's name. */
export async function changeLogin(db: Db, userId: number, input: { currentPassword: string; newLogin: string }) {
  const user = await checkCurrentPassword(db, userId, input.currentPassword);
  const taken = await findUserByUsername(db, input.newLogin);
  if (taken && taken.id !== user.id) throw new HttpError(409, authMessages.usernameTaken);
  await db.update(users).set({ username: input.newLogin, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return { detail: authMessages.loginChanged };
}

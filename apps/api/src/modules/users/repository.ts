import { authMessages, type User } from '@portside/contracts/auth';
import type { Role } from '@portside/contracts/roles';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { type UserRow, users } from '../../db/schema/index';
import { Conflict } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { hashPassword } from '../auth/passwords';

export function toUser(row: Pick<UserRow, 'id' | 'name' | 'username' | 'role' | 'isActive' | 'createdAt'>): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function listUsers(db: Db): Promise<User[]> {
  const rows = await db.select().from(users).orderBy(asc(users.id));
  return rows.map(toUser);
}

/**
 * Usernames are unique case-insensitively; the unique index has the last word when two requests race. The creation
 * is audited (by `actor`, or by nobody for the command line): the user as the API shows it, never its password.
 */
export async function createUser(
  db: Db,
  actor: Actor | null,
  input: { name: string | null; username: string; password: string; role: Role; isActive?: boolean },
): Promise<User> {
  if (await findUserByUsername(db, input.username)) throw new Conflict(authMessages.usernameTaken);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        name: input.name,
        username: input.username.trim(),
        passwordHash,
        role: input.role,
        isActive: input.isActive ?? true,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict(authMessages.usernameTaken);
    const user = toUser(row);
    await recordAudit(tx, actor, { action: 'create', entity: 'users', entityId: user.id, after: user });
    return user;
  });
}

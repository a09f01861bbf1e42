import { authMessages, type ListUsersQuery, type User } from '@portside/contracts/auth';
import type { Page } from '@portside/contracts/lists';
import type { Role } from '@portside/contracts/roles';
import { eq, ilike, or, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { containsPattern, orderByKey, paginate } from '../../db/list';
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

/** Searched by name or username. Staff and client accounts stay in the thousands: the search scans the table. */
export function listUsers(db: Db, query: ListUsersQuery): Promise<Page<User>> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = pattern ? or(ilike(users.name, pattern), ilike(users.username, pattern)) : undefined;
  const sortColumns = { id: users.id, name: sql`lower(${users.name})`, username: sql`lower(${users.username})` };
  const order = orderByKey(sortColumns, users.id, query);
  return paginate(db, { table: users, where, order, rows: db.select().from(users).$dynamic() }, query, toUser);
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

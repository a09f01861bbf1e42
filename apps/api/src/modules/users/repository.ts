import {
  type Account,
  authMessages,
  type ListUsersQuery,
  type ManagedUser,
  type RegisterBody,
  type User,
} from '@portside/contracts/auth';
import type { Page } from '@portside/contracts/lists';
import type { Role } from '@portside/contracts/roles';
import { eq, ilike, or, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { withVersion } from '../../db/row-version';
import { companies, type UserRow, users } from '../../db/schema/index';
import { Conflict } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { hashPassword } from '../auth/passwords';

/** The signed-in account as GET /auth/me shows it. */
export function toAccount(row: Pick<UserRow, 'id' | 'name' | 'username' | 'role' | 'isActive' | 'createdAt'>): Account {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

type UserWithCompany = UserRow & { companyName: string | null };

/** A user as admin sees it: the account and the company a client user belongs to. */
export const toUser = (row: UserWithCompany): User => ({
  ...toAccount(row),
  companyId: row.companyId,
  companyName: row.companyName,
});

/** Users with the name of their company (client users) and their version. */
const selectUsers = (db: Db) =>
  db
    .select({ ...withVersion(users), companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId));

/** A user with its version (the admin's page sends it back with a change). */
export async function getUser(db: Db, id: number): Promise<ManagedUser | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row && { ...toUser(row), version: row.version };
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
  return paginate(db, { table: users, where, order, rows: selectUsers(db).$dynamic() }, query, toUser);
}

/** How a new user signs in. */
export type Credentials = { username: string; password: string; role: Role; isActive?: boolean };
/** Who a new user is: its name and, for a client user, its company and the client record it was given to. */
export type Profile = {
  name: string | null;
  companyId: number | null;
  companyName: string | null;
  clientId: number | null;
};

/** A staff user's profile: a name, no company. */
export const staffProfile = (name: string | null) => async (): Promise<Profile> => ({
  name,
  companyId: null,
  companyName: null,
  clientId: null,
});

/**
 * The client company a new client user will belong to, locked (FOR SHARE) until the user is written, so that it
 * cannot stop being a client or vanish in between; `messages` say why it cannot be chosen. Answers its name.
 */
export async function lockClientCompany(
  tx: Db,
  companyId: number,
  messages: { notFound: string; notClient: string },
): Promise<string> {
  const [company] = await tx
    .select({ name: companies.name, isClient: companies.isClient })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('share');
  if (!company) throw new Conflict(messages.notFound);
  if (!company.isClient) throw new Conflict(messages.notClient);
  return company.name;
}

/**
 * Usernames are unique case-insensitively; the unique index has the last word when two requests race. `profile` is
 * read in the creating transaction, where it checks (and locks) what the user will belong to. The creation is
 * audited (by `actor`, or by nobody for the command line): the user as the API shows it, with its client record,
 * never its password.
 */
export async function createUser(
  db: Db,
  actor: Actor | null,
  credentials: Credentials,
  profile: (tx: Db) => Promise<Profile>,
): Promise<User> {
  if (await findUserByUsername(db, credentials.username)) throw new Conflict(authMessages.usernameTaken);
  const passwordHash = await hashPassword(credentials.password);
  return inTransaction(db, async (tx) => {
    const { companyName, ...belonging } = await profile(tx);
    const [row] = await tx
      .insert(users)
      .values({
        ...belonging,
        username: credentials.username.trim(),
        passwordHash,
        role: credentials.role,
        isActive: credentials.isActive ?? true,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict(authMessages.usernameTaken);
    const user = toUser({ ...row, companyName });
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'users',
      entityId: user.id,
      after: { ...user, clientId: row.clientId },
    });
    return user;
  });
}

/** An admin's new user (POST /auth/register): a client user belongs to a client company, staff to none. */
export const registerUser = (db: Db, actor: Actor, body: RegisterBody) =>
  createUser(db, actor, { ...body, role: body.department }, async (tx) => ({
    name: body.name,
    companyId: body.companyId,
    companyName:
      body.companyId === null
        ? null
        : await lockClientCompany(tx, body.companyId, {
            notFound: authMessages.companyNotFound,
            notClient: authMessages.companyNotClient,
          }),
    clientId: null,
  }));

import { roles } from '@portside/contracts/roles';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { clients, companies } from './registries';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name'),
    username: varchar('username', { length: 150 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: roles }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Client users see the items of this company's consignees only. */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'restrict' }),
    /** The client record (commercial's registry) a portal sign-in was given to; at most one sign-in per client. */
    clientId: integer('client_id').references((): AnyPgColumn => clients.id, { onDelete: 'restrict' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.role),
    uniqueIndex('users_client_key').on(t.clientId),
    index('users_company_idx').on(t.companyId),
  ],
);
export type UserRow = typeof users.$inferSelect;

/**
 * One row per sign-in; the token carries its id (`sid`). The auth plugin reads it with the user on every call, so a
 * session ended here (logout, password or login change, deactivation, role change, an admin's "end sessions") is
 * refused at once. Rows older than a token's lifetime are deleted at the user's next sign-in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    endedAt: instant('ended_at'),
    /** The session's last accepted write: with a read replica, its reads go to the primary for a while after. */
    wroteAt: instant('wrote_at'),
  },
  (t) => [index('sessions_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Every sign-in attempt, and every wrong current password (change-password, change-login): the login-count analytics
 * (successes) and the failed-attempt throttle (failures) read it.
 */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    username: varchar('username', { length: 150 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    success: boolean('success').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_logs_user_created_idx').on(t.userId, t.createdAt),
    index('login_logs_failed_username_idx').on(t.username, t.createdAt).where(sql`not ${t.success}`),
    index('login_logs_failed_ip_idx').on(t.ip, t.createdAt).where(sql`not ${t.success}`),
  ],
);

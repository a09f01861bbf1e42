import { roles } from '@portside/contracts/roles';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { companies } from './registries';

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
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`), index('users_role_idx').on(t.role)],
);
export type UserRow = typeof users.$inferSelect;

/** Every sign-in attempt: the login-count analytics and the failed-attempt throttle read it. */
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

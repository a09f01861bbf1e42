import { timestamp } from 'drizzle-orm/pg-core';

/** An instant (timestamptz, stored in UTC). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

import { bigserial, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/** Who changed what, when, with the values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Why, where the change asks for a reason (a cancellation, a reversal, a reopened visit). */
    reason: text('reason'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_user_idx').on(t.userId, t.createdAt),
  ],
);

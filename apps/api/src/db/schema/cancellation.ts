import { integer, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/**
 * A document cancelled, never deleted (docs/domain.md "Cancellations"): when, by whom and why; null while it stands.
 */
export const cancellation = () => ({
  cancelledAt: instant('cancelled_at'),
  cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'restrict' }),
  cancelReason: text('cancel_reason'),
});

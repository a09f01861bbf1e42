import { Conflict } from '../errors';
import { isForeignKeyViolation, isUniqueViolation } from './errors';

/**
 * Runs a write and turns the database's refusals into 409 sentences: a duplicate (unique key) or a record that
 * others still use (foreign key). The constraint decides, so two requests racing cannot both win.
 */
export async function refuseConflicts<T>(
  messages: { duplicate?: string; inUse?: string },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (messages.duplicate && isUniqueViolation(error)) throw new Conflict(messages.duplicate);
    if (messages.inUse && isForeignKeyViolation(error)) throw new Conflict(messages.inUse);
    throw error;
  }
}

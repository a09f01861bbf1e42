import { HttpError } from '../http-error';

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
// 23001: ON DELETE RESTRICT; 23503: any other foreign-key refusal.
export const isForeignKeyViolation = (error: unknown) => ['23001', '23503'].includes(pgCode(error) ?? '');

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
    if (messages.duplicate && isUniqueViolation(error)) throw new HttpError(409, messages.duplicate);
    if (messages.inUse && isForeignKeyViolation(error)) throw new HttpError(409, messages.inUse);
    throw error;
  }
}

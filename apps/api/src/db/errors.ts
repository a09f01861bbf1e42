/** What a database error means, read from its SQLSTATE code (on the error or the driver error it wraps). */
function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function messages(error: unknown): string[] {
  const found: string[] = [];
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { message, code } = e as { message?: unknown; code?: unknown };
    if (typeof message === 'string') found.push(message);
    if (typeof code === 'string') found.push(code);
  }
  return found;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isDeadlock = (error: unknown) => pgCode(error) === '40P01';
/** The name of the constraint a write violated (on the error or the driver error it wraps). */
export function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { constraint } = e as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
// 23001: ON DELETE RESTRICT; 23503: any other foreign-key refusal.
export const isForeignKeyViolation = (error: unknown) => ['23001', '23503'].includes(pgCode(error) ?? '');
/** Class 22, data exception: a value out of its column's range, an invalid date, a NUL in text ... */
export const isDataException = (error: unknown) => pgCode(error)?.startsWith('22') ?? false;

// Class 08 (connection exception), 57P01-03 (shut down, starting up), 53300 (too many connections); the driver's own
// failures to reach the server or to hear from it in time; PGlite closed.
const unavailableCode = /^(08|57P0[123]|53300)/;
const unavailableText =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error|Query read timeout/;

/** True when the database could not be reached or went away during the query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (code && unavailableCode.test(code)) return true;
  return messages(error).some((text) => unavailableText.test(text));
}

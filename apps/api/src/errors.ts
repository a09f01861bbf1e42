/**
 * What went wrong, in the domain's words: services and the manifest parser throw these with the sentence for the
 * user, and know nothing of HTTP. plugins/errors.ts alone turns each kind into a status.
 */
export class DomainError extends Error {}

/** The rules refuse the request as made: a wrong current password, an admin demoting itself, a file no reader opens. */
export class Refused extends DomainError {}

/** Who is asking cannot be established: wrong credentials, an account gone. */
export class NotAuthenticated extends DomainError {}

/** Known, and not allowed: an inactive account. */
export class Forbidden extends DomainError {}

/** A record the request names does not exist. */
export class NotFound extends DomainError {}

/** The request contradicts the data: a duplicate, a record still in use, a state that forbids the change. */
export class Conflict extends DomainError {}

/** Larger than the rules allow (a manifest of 5 MB or more). */
export class TooLarge extends DomainError {}

/** Too many attempts in too little time. */
export class Throttled extends DomainError {}

/** A refused field: its path in the request part as the schema names it (camelCase), and the sentence. */
export type FieldIssue = { path: (string | number)[]; message: string };

/** The part of a request a field is in, named as the `loc` of spec 7 names it. */
export type RequestPart = 'body' | 'query' | 'path';

/**
 * Fields that only the server can judge (a record named by id that does not exist), refused like a schema refusal:
 * `loc: ['body', 'items', 3, 'consignee_id']`.
 */
export class Invalid extends DomainError {
  constructor(
    readonly issues: FieldIssue[],
    readonly part: RequestPart = 'body',
  ) {
    super(issues[0]?.message ?? 'Invalid value');
  }
}

/** A contract sentence with its {{placeholders}} filled: `withValues('BL {{blNo}} ...', { blNo: 'MNL1' })`. */
export const withValues = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

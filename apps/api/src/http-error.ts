/** A failure with a status and a sentence for the client: `throw new HttpError(409, '...')`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A refused field: its path in the request part as the schema names it (camelCase), and the sentence. */
export type FieldIssue = { path: (string | number)[]; message: string };

/** The part of a request a field is in, named as the `loc` of spec 7 names it. */
export type RequestPart = 'body' | 'query' | 'path';

/**
 * A 422 on fields that only the server can judge (a record named by id that does not exist), answered like a
 * schema refusal: `loc: ['body', 'items', 3, 'consignee_id']`.
 */
export class FieldErrors extends Error {
  constructor(
    readonly issues: FieldIssue[],
    readonly part: RequestPart = 'body',
  ) {
    super(issues[0]?.message ?? 'Invalid value');
  }
}

/** A failure with a status and a sentence for the client: `throw new HttpError(409, '...')`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A refused body field: its path in the body as the schema names it (camelCase), and the sentence. */
export type FieldIssue = { path: (string | number)[]; message: string };

/**
 * A 422 on body fields that only the server can judge (a record named by id that does not exist), answered like a
 * schema refusal: `loc: ['body', 'items', 3, 'consignee_id']`.
 */
export class FieldErrors extends Error {
  constructor(readonly issues: FieldIssue[]) {
    super(issues[0]?.message ?? 'Invalid value');
  }
}

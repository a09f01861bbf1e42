/** A failure with a status and a sentence for the client: `throw new HttpError(409, '...')`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

import { snakeCase } from 'change-case';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** A failure with a status and a sentence for the client: `throw new HttpError(409, '...')`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const pgUniqueViolation = '23505';
const pgForeignKeyViolation = '23503';

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The request part the validator names, spelled as the client sent it (snake_case keys). */
const locRoot: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const root = locRoot[error.validationContext ?? 'body'] ?? 'body';
      const detail = error.validation.map((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        return {
          loc: [root, ...path.map((part) => (/^\d+$/.test(part) ? Number(part) : snakeCase(part)))],
          msg: issue.message ?? 'Invalid value',
          type: issue.keyword,
        };
      });
      return reply.status(422).send({ detail });
    }
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ detail: error.message });
    const code = pgCode(error);
    if (code === pgUniqueViolation) return reply.status(409).send({ detail: 'This record already exists.' });
    if (code === pgForeignKeyViolation) {
      return reply.status(409).send({ detail: 'This record is used by other records and cannot be changed this way.' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(error, 'response did not match its schema');
      return reply.status(500).send({ detail: 'Internal Server Error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send({ detail: 'Internal Server Error' });
    }
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large): their sentence is safe.
    return reply.status(status).send({ detail: error.message });
  });
}

export const errorsPlugin = fp(errors, { name: 'errors' });

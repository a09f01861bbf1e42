import { boundsMessages } from '@portside/contracts/bounds';
import { snakeCase } from 'change-case';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDataException, isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import {
  Conflict,
  type DomainError,
  Forbidden,
  Invalid,
  NotAuthenticated,
  NotFound,
  Refused,
  Throttled,
  TooLarge,
} from '../errors';

/** The request part the validator names, spelled as the client sent it (snake_case keys). */
const locRoot: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

const locPart = (part: string | number) =>
  typeof part === 'number' || /^\d+$/.test(part) ? Number(part) : snakeCase(part);

/** Unknown parameters named at most (a URL of thousands of them answers with the first). */
const maxNamed = 20;

/** The status of each kind of domain error (errors.ts): the one place where the domain meets HTTP. */
const statuses: [abstract new (...args: never[]) => DomainError, number][] = [
  [Refused, 400],
  [NotAuthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooLarge, 413],
  [Throttled, 429],
];
const statusOf = (error: unknown) => statuses.find(([kind]) => error instanceof kind)?.[1];

async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const root = locRoot[error.validationContext ?? 'body'] ?? 'body';
      const detail = error.validation.flatMap((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        // A parameter a call does not know (a strict query): named one by one, where the client put it.
        const unknown = issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys : undefined;
        if (unknown) {
          return unknown.slice(0, maxNamed).map((key) => ({
            // A key no schema knows reaches the schema as sent (plugins/input.ts renames only known ones).
            loc: [root, ...path.map(locPart), key],
            msg: issue.message,
            type: issue.keyword,
          }));
        }
        return {
          loc: [root, ...path.map(locPart)],
          msg: issue.message ?? 'Invalid value',
          type: issue.keyword,
        };
      });
      return reply.status(422).send({ detail });
    }
    if (error instanceof Invalid) {
      const detail = error.issues.map((issue) => ({
        loc: [error.part, ...issue.path.map(locPart)],
        msg: issue.message,
        type: 'custom',
      }));
      return reply.status(422).send({ detail });
    }
    const domainStatus = statusOf(error);
    if (domainStatus) return reply.status(domainStatus).send({ detail: error.message });
    if (isUniqueViolation(error)) return reply.status(409).send({ detail: 'This record already exists.' });
    if (isForeignKeyViolation(error)) {
      return reply.status(409).send({ detail: 'This record is used by other records and cannot be changed this way.' });
    }
    // Last lines of defence: every schema bounds its fields, so these mean a bound was missed or the database is down.
    if (isDataException(error)) {
      request.log.warn(error, 'the database refused a value that passed validation');
      return reply.status(422).send({ detail: boundsMessages.invalidData });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error(error, 'database unavailable');
      return reply.status(503).send({ detail: boundsMessages.unavailable, request_id: request.id });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(error, 'response did not match its schema');
      return reply.status(500).send({ detail: 'Internal Server Error', request_id: request.id });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send({ detail: 'Internal Server Error', request_id: request.id });
    }
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large): their sentence is safe.
    return reply.status(status).send({ detail: error.message });
  });
}

export const errorsPlugin = fp(errors, { name: 'errors' });

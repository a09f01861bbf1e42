import { camelCase } from 'change-case/keys';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Clients send query and body keys in snake_case (spec 7); handlers and contracts speak camelCase.
 * Runs before validation, so schemas are written once, in camelCase.
 */
async function caseConversion(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.query && typeof request.query === 'object') request.query = camelCase(request.query, Infinity);
    if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
      request.body = camelCase(request.body, Infinity);
    }
  });
}

export const casePlugin = fp(caseConversion, { name: 'case' });

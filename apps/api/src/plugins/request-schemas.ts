import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** A route's request schemas, as registered. */
export type RouteInput = { method: string; url: string; schema: FastifySchema | undefined };

export type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export const requestParts = ['params', 'querystring', 'body'] as const;

/** A request schema as JSON Schema (what a client may send). */
export function inputJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema || !(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Every property name of a JSON Schema, at any depth. */
export function propertyNames(node: JsonSchema | undefined, into = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return into;
  for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
    propertyNames(option, into);
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    into.add(name);
    propertyNames(child, into);
  }
  propertyNames(node.items, into);
  if (typeof node.additionalProperties === 'object') propertyNames(node.additionalProperties, into);
  return into;
}

import { maxId } from '@portside/contracts/bounds';
import { inputJsonSchema, type JsonSchema, type RouteInput, requestParts } from './request-schemas';

/** Formats that zod checks whole (a calendar date cannot be long). */
const boundedFormats = ['date', 'date-time'];

/**
 * The fields of a request schema that a client could fill without bound: a string without maxLength, a number
 * without both ends, an array without maxItems, a path number read by coercion. Each as `part.path: problem`.
 */
export function unboundedFields(route: RouteInput): string[] {
  const found: string[] = [];
  const walk = (node: JsonSchema | undefined, path: string) => {
    if (!node || typeof node !== 'object') return;
    for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(option, path);
    if (node.enum || node.const !== undefined) return;
    const types = [node.type ?? []].flat();
    if (types.includes('string') && node.maxLength === undefined && !boundedFormats.includes(node.format ?? '')) {
      found.push(`${path}: string without maxLength`);
    }
    if (types.includes('number') || types.includes('integer')) {
      const max = node.maximum ?? node.exclusiveMaximum;
      const min = node.minimum ?? node.exclusiveMinimum;
      if (max === undefined || min === undefined) found.push(`${path}: number without both bounds`);
      // Whole numbers are stored in integer columns (ids and counts).
      else if (types.includes('integer') && (max > maxId || min < -maxId - 1))
        found.push(`${path}: integer beyond integer columns`);
    }
    if (types.includes('array')) {
      if (node.maxItems === undefined) found.push(`${path}: array without maxItems`);
      walk(node.items, `${path}[]`);
    }
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, `${path}.${key}`);
    if (node.additionalProperties && typeof node.additionalProperties === 'object')
      walk(node.additionalProperties, `${path}.*`);
  };
  for (const part of requestParts) walk(inputJsonSchema(route.schema?.[part]), `${route.method} ${route.url} ${part}`);
  // Path ids are digits (idParamSchema): a number read by coercion would take 1e3, 0x10 or " 7" as an id.
  for (const [name, child] of Object.entries(inputJsonSchema(route.schema?.params)?.properties ?? {})) {
    const types = [child.type ?? []].flat();
    if (types.includes('number') || types.includes('integer')) {
      found.push(`${route.method} ${route.url} params.${name}: number read by coercion`);
    }
  }
  return found;
}

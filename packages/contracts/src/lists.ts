import { z } from 'zod';
import { maxId } from './bounds';

export const sortOrders = ['asc', 'desc'] as const;

/** The longest search a list accepts (after trimming). */
export const listSearchMaxLength = 200;

/** One sentence per field of a list's query, for whatever is wrong with it (docs/domain.md). */
export const listMessages = {
  searchInvalid: 'The search must be one text of at most 200 characters',
  sortInvalid: 'Sort by one of the columns this list offers',
  orderInvalid: 'The order must be asc or desc',
  limitInvalid: 'The page size must be a whole number from 1 to {{max}}',
  offsetInvalid: 'The offset must be a whole number from 0 to 2147483647',
} as const;

/** A whole number of a query string from `min` to `max`, with one message whatever is wrong (the first check only). */
const wholeParam = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message, abort: true })
    .min(min, { error: message, abort: true })
    .max(max, { error: message, abort: true });

/** `q` of a list or picker: trimmed, at most 200 characters, blank becomes absent. */
export const listSearchSchema = z
  .string({ error: listMessages.searchInvalid })
  .trim()
  .max(listSearchMaxLength, listMessages.searchInvalid)
  .optional()
  .transform((q) => q || undefined);

/** `limit`: rows of one page, from 1 to `max` (100 unless the list says otherwise). */
export const pageLimitSchema = (fallback: number, max = 100) =>
  wholeParam(1, max, listMessages.limitInvalid.replace('{{max}}', String(max))).default(fallback);

/** `offset`: rows skipped before the page. */
export const pageOffsetSchema = wholeParam(0, maxId, listMessages.offsetInvalid).default(0);

/**
 * The query of a list searched, sorted and paginated in SQL: `q` searches, `sort` names a column of `sortKeys`,
 * `limit`/`offset` take one page (at most 100 rows). Each field refuses anything wrong with its one sentence.
 */
export function listQuerySchema<const Keys extends readonly [string, ...string[]]>(
  sortKeys: Keys,
  defaults: { sort: Keys[number]; order: (typeof sortOrders)[number]; limit?: number },
) {
  return z.object({
    q: listSearchSchema,
    sort: z.enum(sortKeys, { error: listMessages.sortInvalid }).default(defaults.sort as never),
    order: z.enum(sortOrders, { error: listMessages.orderInvalid }).default(defaults.order),
    limit: pageLimitSchema(defaults.limit ?? 10),
    offset: pageOffsetSchema,
  });
}

/** How many rows past the end of the page a list counts before it stops (`totalCapped`). */
export const totalCountCap = 10_000;

/**
 * One page of a list: its rows, how many rows match the search in all, and the page asked for. Counting stops
 * `totalCountCap` rows past the end of the page: when more match, `total` is that lower bound and `totalCapped` is
 * true (a list of 900,000 invoices is not counted on every page).
 */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    totalCapped: z.literal(true).optional(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}
export type Page<Item> = { data: Item[]; total: number; totalCapped?: true; limit: number; offset: number };

/** An optional text field of a form: blank becomes absent (spec 5). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);

import { z } from 'zod';
import { countParamSchema } from './bounds';

export const sortOrders = ['asc', 'desc'] as const;

/** The longest search a list accepts (after trimming). */
export const listSearchMaxLength = 200;

/**
 * The query of a list searched, sorted and paginated in SQL: `q` searches, `sort` names a column of `sortKeys`,
 * `limit`/`offset` take one page (at most 100 rows).
 */
export function listQuerySchema<const Keys extends readonly [string, ...string[]]>(
  sortKeys: Keys,
  defaults: { sort: Keys[number]; order: (typeof sortOrders)[number]; limit?: number },
) {
  return z.object({
    q: z
      .string()
      .trim()
      .max(listSearchMaxLength)
      .optional()
      .transform((q) => q || undefined),
    sort: z.enum(sortKeys).default(defaults.sort as never),
    order: z.enum(sortOrders).default(defaults.order),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(defaults.limit ?? 10),
    offset: countParamSchema.default(0),
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

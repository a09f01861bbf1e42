import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * VAT rates are kept as fractions (numeric(5, 4), 0.1200) and cross the API in percent with two places ("12.00",
 * docs/decisions.md): PostgreSQL converts them both ways, so no float is involved.
 */
export const percentOf = (fraction: AnyPgColumn) => sql<string>`(${fraction} * 100)::numeric(4, 2)::text`;

/** The fraction to store for a percent written "12.00". */
export const fractionOf = (percent: string): SQL => sql`${percent}::numeric / 100`;

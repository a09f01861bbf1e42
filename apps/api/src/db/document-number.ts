import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Printed serial numbers (sales invoices, official receipts) are compared and searched by their key: lower case,
 * without spaces, dashes or dots, so "BI-2025-0001", "bi 2025.0001" and "BI20250001" are one number, as a cashier
 * typing "OR 0001" for "OR-0001" means the same receipt. Each table stores the key as a generated column with a
 * unique index (which decides duplicates and races) and a trigram index (the lists' search).
 */
export const numberKeyOf = (number: string) => number.toLowerCase().replace(/[\s.-]/g, '');

/** The key of a number column in SQL, the expression of the generated `number_key` columns. */
export const numberKeyExpression = (number: AnyPgColumn): SQL =>
  sql`regexp_replace(lower(${number}), '[[:space:].-]', '', 'g')`;

import { type RevenueCategory, revenueCategories } from '@portside/contracts/reports';

/**
 * Rows in the contracts' order of the categories (stevedoring, arrastre, then storage): how the overview's summary,
 * the revenue's category table and the exports list them unless the user sorts.
 */
export const inCategoryOrder = <Row extends { category: RevenueCategory }>(rows: readonly Row[]): Row[] =>
  [...rows].sort((a, b) => revenueCategories.indexOf(a.category) - revenueCategories.indexOf(b.category));

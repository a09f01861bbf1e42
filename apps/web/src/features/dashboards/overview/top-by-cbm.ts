import { topContributors } from '../../../lib/slices';

/** The first 5 rows with volume (the summaries list the largest CBM first, then those with only net billed). */
export const topByCbm = <Row extends { totalCbm: number }>(rows: readonly Row[]) =>
  rows.filter((row) => row.totalCbm > 0).slice(0, topContributors);

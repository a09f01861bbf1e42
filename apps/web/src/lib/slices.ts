/** Spec 9: a donut shows at most 6 slices (10 in drill-downs: contracts' drillDownSlices); the rest are one slice, Others. */
export const donutSlices = 6;
/** Spec 9: top-N contributor lists. */
export const topContributors = 5;

export type Slice = { name: string; value: number; others?: true };

/**
 * What the listed rows leave of the server's total (those past the call's limit), to the 3 places CBM travels with and
 * never below 0: a sum of floats would leave a sliver of an Others slice where there is none.
 */
export const restOf = (total: number, listed: readonly number[]) =>
  Math.max(0, Math.round((total - listed.reduce((sum, value) => sum + value, 0)) * 1000) / 1000);

/**
 * The largest values as slices, at most `max` in all: when there are more, the largest `max - 1` and one Others
 * slice holding the rest (plus `othersValue`, what the server already grouped). Zero and negative values are left out.
 */
export function sliceWithOthers(rows: readonly Slice[], max: number, othersValue = 0): Slice[] {
  const sorted = rows.filter((row) => row.value > 0).sort((a, b) => b.value - a.value);
  const fits = othersValue > 0 ? sorted.length <= max - 1 : sorted.length <= max;
  const kept = fits ? sorted : sorted.slice(0, max - 1);
  const rest = (fits ? 0 : sorted.slice(max - 1).reduce((sum, row) => sum + row.value, 0)) + othersValue;
  return rest > 0 ? [...kept, { name: 'others', value: rest, others: true }] : kept;
}

/** Spec 9: a donut shows at most 6 slices (10 in drill-downs); the rest are one slice, Others. */
export const donutSlices = 6;
export const drillDownDonutSlices = 10;
/** Spec 9: top-N contributor lists. */
export const topContributors = 5;

export type Slice = { name: string; value: number; others?: true };

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

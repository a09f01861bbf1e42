/**
 * Whole percentages of each value in their total that add up to exactly 100 (spec 9): each gets the floor of its
 * exact share, and the points left go one each to the largest remainders (ties to the earlier value). All zero
 * when the total is not positive.
 */
export function largestRemainderPercents(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (!(total > 0)) return values.map(() => 0);
  const exact = values.map((value) => (Math.max(0, value) / total) * 100);
  const shares = exact.map(Math.floor);
  const left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}

/** Spec 9: a share of 50% or more is highlighted. */
export const isMajorShare = (percent: number) => percent >= 50;

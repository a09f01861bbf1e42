import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMajorShare, largestRemainderPercents } from './shares';

describe('largestRemainderPercents', () => {
  it('gives the points left to the largest remainders', () => {
    // 33.33..., 33.33..., 33.33... : the first gets the point left.
    expect(largestRemainderPercents([1, 1, 1])).toEqual([34, 33, 33]);
    // 12.5, 37.5, 50 -> floors 12, 37, 50; one point to the earlier of the equal remainders.
    expect(largestRemainderPercents([1, 3, 4])).toEqual([13, 37, 50]);
    expect(largestRemainderPercents([2.5, 2.5, 95])).toEqual([3, 2, 95]);
  });

  it('is all zero when nothing was counted', () => {
    expect(largestRemainderPercents([0, 0])).toEqual([0, 0]);
    expect(largestRemainderPercents([])).toEqual([]);
  });

  it('always totals 100 and never moves a share more than one point from its exact value', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 30 }), (values) => {
        const total = values.reduce((sum, value) => sum + value, 0);
        fc.pre(total > 0);
        const shares = largestRemainderPercents(values);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
        shares.forEach((share, index) => {
          expect(Math.abs(share - ((values[index] ?? 0) / total) * 100)).toBeLessThan(1 + 1e-9);
        });
      }),
    );
  });

  it('highlights a share of 50% or more', () => {
    expect(isMajorShare(50)).toBe(true);
    expect(isMajorShare(49)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { restOf, sliceWithOthers } from './slices';

const rows = (...values: number[]) => values.map((value, index) => ({ name: `n${index}`, value }));

describe('sliceWithOthers', () => {
  it('keeps every slice when they fit', () => {
    expect(sliceWithOthers(rows(1, 5, 3), 6).map((slice) => slice.value)).toEqual([5, 3, 1]);
    expect(sliceWithOthers(rows(6, 5, 4, 3, 2, 1), 6)).toHaveLength(6);
  });

  it('keeps the largest five and one Others slice of the rest when there are more than six', () => {
    const slices = sliceWithOthers(rows(1, 2, 3, 4, 5, 6, 7), 6);
    expect(slices.map((slice) => slice.value)).toEqual([7, 6, 5, 4, 3, 3]);
    expect(slices[5]).toEqual({ name: 'others', value: 3, others: true });
  });

  it('adds what the server grouped to Others and then keeps one slice fewer', () => {
    const slices = sliceWithOthers(rows(6, 5, 4, 3, 2, 1), 6, 10);
    expect(slices.map((slice) => slice.value)).toEqual([6, 5, 4, 3, 2, 11]);
  });

  it('leaves out empty values', () => {
    expect(sliceWithOthers(rows(0, 2, -1), 6)).toEqual([{ name: 'n1', value: 2 }]);
  });

  it('allows ten in a drill-down', () => {
    expect(sliceWithOthers(rows(...Array.from({ length: 12 }, (_, i) => i + 1)), 10)).toHaveLength(10);
  });
});

describe('restOf', () => {
  it('is what the listed rows leave of the total, to 3 places, never below 0', () => {
    expect(restOf(10.3, [0.1, 0.2, 10])).toBe(0);
    expect(restOf(100, [60, 30.5])).toBe(9.5);
    expect(restOf(5, [6])).toBe(0);
  });
});

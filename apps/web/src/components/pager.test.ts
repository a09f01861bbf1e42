import { describe, expect, it } from 'vitest';
import { visiblePages } from './pager';

describe('visiblePages', () => {
  it('shows every page up to 7', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows no page for an empty list', () => {
    expect(visiblePages(1, 0)).toEqual([]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(visiblePages(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(visiblePages(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('puts no gap where the numbers meet', () => {
    expect(visiblePages(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(visiblePages(8, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });

  it('ends on a gap when the last page is unknown (a capped total)', () => {
    expect(visiblePages(1, 502, true)).toEqual([1, 2, 'gap']);
    expect(visiblePages(5, 502, true)).toEqual([1, 2, 3, 4, 5, 6, 'gap']);
    expect(visiblePages(40, 540, true)).toEqual([1, 'gap', 39, 40, 41, 'gap']);
  });
});

import { describe, expect, it } from 'vitest';
import { pageFrom, searchFrom, sortFrom } from './use-list-state';

describe('the list state read from the URL', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['1e3', 1],
    ['02', 1],
    ['two', 1],
    ['99999999999', 1],
  ])('reads page %j as %d', (value, page) => {
    expect(pageFrom(value)).toBe(page);
  });

  it('leaves a page whose first row is beyond what the server can be asked for (offset at most 2^31 - 1)', () => {
    expect(pageFrom('999999999', 10)).toBe(1);
    expect(pageFrom('214748365', 10)).toBe(214748365);
    expect(pageFrom('214748366', 10)).toBe(1);
  });

  it('cuts a search to the 200 characters the server accepts', () => {
    expect(searchFrom(`  ${'x'.repeat(3000)}`)).toBe('x'.repeat(200));
    expect(searchFrom(' MEKONG ')).toBe('MEKONG');
    expect(searchFrom(null)).toBe('');
  });

  const defaults = { keys: ['name', 'createdAt'] as const, key: 'createdAt' as const, order: 'desc' as const };

  it('keeps a sort key the list offers and asc or desc', () => {
    expect(sortFrom('name', 'asc', defaults)).toEqual({ key: 'name', order: 'asc' });
  });

  it.each([
    [null, null],
    ['password', 'up'],
    ['NAME', ''],
    ['constructor', 'ASC'],
  ])('falls back to the default for sort %j and order %j', (sort, order) => {
    expect(sortFrom(sort, order, defaults)).toEqual({ key: 'createdAt', order: 'desc' });
  });
});

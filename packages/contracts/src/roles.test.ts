import { describe, expect, it } from 'vitest';
import { landingPageFor, parseRole } from './roles';

describe('landing page by role (spec 2.1; the guard lands on its gate, docs/domain.md)', () => {
  it.each([
    ['admin', '/admin'],
    ['commercial', '/work-order'],
    ['operation', '/operations/work-orders'],
    ['checker', '/dashboard'],
    ['client', '/client/dashboard'],
    ['finance', '/billing/or-invoice'],
    ['processor', '/processor/track'],
    ['supervisor', '/dashboard'],
    ['guard', '/gate'],
    ['ADMIN', '/admin'],
    ['someone', '/home'],
    [undefined, '/home'],
  ])('%s lands on %s', (role, path) => {
    expect(landingPageFor(role)).toBe(path);
  });
});

describe('parseRole', () => {
  it('compares roles case-insensitively and refuses unknown ones', () => {
    expect(parseRole(' Finance ')).toBe('finance');
    expect(parseRole('root')).toBeNull();
    expect(parseRole(42)).toBeNull();
  });
});

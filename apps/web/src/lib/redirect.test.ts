import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each(['/admin/users?page=2', '/home', '/admin#top'])('follows the same-site path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ['another host, protocol-relative', '//evil.com'],
    ['a backslash browsers read as a slash', '/\\evil.com'],
    ['backslashes only', '\\\\evil.com'],
    ['a tab the URL parser drops', '/\t/evil.com'],
    ['a dot segment that leaves //', '/.//evil.com'],
    ['an absolute URL', 'https://evil.com'],
    ['an absolute URL of this very origin', `${window.location.origin}/admin`],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'admin'],
    ['nothing', ''],
    ['null', null],
    ['undefined', undefined],
  ])('sends %s to /', (_case, value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('normalises dot segments within the site', () => {
    expect(safeRedirect('/admin/../home')).toBe('/home');
  });
});

import { describe, expect, it } from 'vitest';
import { loginPathFor } from './paths';

describe('loginPathFor', () => {
  it('keeps the path and query in the redirect parameter', () => {
    expect(loginPathFor('/admin/users?page=2')).toBe('/login?redirect=%2Fadmin%2Fusers%3Fpage%3D2');
  });
});

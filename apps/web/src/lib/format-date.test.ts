import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes a calendar day as the locale does, the same day in every time zone', () => {
    expect(formatDate('2025-03-01', 'en')).toBe('Mar 1, 2025');
    expect(formatDate('2025-12-31', 'zh-CN')).toBe('2025年12月31日');
  });

  it('leaves a value that is not a day as it came', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

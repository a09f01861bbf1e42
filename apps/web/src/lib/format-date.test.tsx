import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { formatDate, formatDateTime, formatDayOf, useFormatDateTime } from './format-date';

describe('formatDate', () => {
  it('writes a calendar day as the locale does, the same day in every time zone', () => {
    expect(formatDate('2025-03-01', 'en')).toBe('Mar 1, 2025');
    expect(formatDate('2025-12-31', 'zh-CN')).toBe('2025年12月31日');
  });

  it('leaves a value that is not a day as it came', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('writes an instant in the given time zone', () => {
    expect(formatDateTime('2025-03-04T15:30:00Z', 'en', 'Asia/Manila')).toBe('Mar 4, 2025, 11:30 PM');
    expect(formatDateTime('2025-03-04T15:30:00Z', 'en', 'Asia/Tokyo')).toBe('Mar 5, 2025, 12:30 AM');
  });

  it('gives the day of an instant in the given time zone', () => {
    expect(formatDayOf('2025-03-04T15:30:00Z', 'en', 'Asia/Manila')).toBe('Mar 4, 2025');
    expect(formatDayOf('2025-03-04T16:30:00Z', 'en', 'Asia/Manila')).toBe('Mar 5, 2025');
  });

  it('uses the time zone saved in the settings', async () => {
    mockApi({ 'GET /settings/time-zone': () => ({ body: { timeZone: 'Asia/Tokyo' } }) });
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useFormatDateTime(), { wrapper });
    await waitFor(() => expect(result.current('2025-03-04T15:30:00Z')).toBe('Mar 5, 2025, 12:30 AM'));
  });
});

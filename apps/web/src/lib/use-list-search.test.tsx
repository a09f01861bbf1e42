import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useListState } from './use-list-state';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/list']}>{children}</MemoryRouter>
);

afterEach(() => vi.useRealTimers());

describe('the search box of a list', () => {
  it('keeps a key typed after its debounced write and before the URL changed (a slow device)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useListState({ pageSize: 15 }), { wrapper });
    act(() => result.current.setSearch('s'));
    // In one render: the write of "s" fires, then "i" is typed before the URL's change is rendered.
    act(() => {
      vi.advanceTimersByTime(350);
      result.current.setSearch('si');
    });
    expect(result.current.search).toBe('si');
    act(() => vi.advanceTimersByTime(350));
    expect(result.current.query.q).toBe('si');
    expect(result.current.search).toBe('si');
  });
});

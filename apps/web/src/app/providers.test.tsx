import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app';

describe('toasts', () => {
  it('close themselves after 3000 ms', async () => {
    vi.useFakeTimers();
    renderWithProviders(null);
    // Their container loads on demand.
    await act(() => import('@mantine/notifications'));
    act(() => {
      notifications.show({ message: 'Saved' });
    });
    act(() => vi.advanceTimersByTime(2950));
    expect(screen.getByText('Saved')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100));
    // The closing transition runs, then the toast is gone.
    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});

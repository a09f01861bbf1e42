import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { mockSmallScreen } from '../test/small-screen';

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    notifications.clean();
  });

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

  it.each([
    [false, 'bottom-right'],
    [true, 'top-center'],
  ])('on a phone: %s, show at %s (on a phone clear of the buttons under a thumb)', async (phone, position) => {
    if (phone) mockSmallScreen();
    renderWithProviders(null);
    await act(() => import('@mantine/notifications'));
    act(() => {
      notifications.show({ message: 'Tally recorded.' });
    });
    const toast = await screen.findByText('Tally recorded.');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', position);
  });
});

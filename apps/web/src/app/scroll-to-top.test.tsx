import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../test/mock-api';
import { renderApp } from '../test/render-app';

describe('scroll to top', () => {
  it('scrolls to the top of the page on every route change', async () => {
    signIn('admin', { 'GET /users/': () => ({ body: [] }) });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome, Ada Admin' });
    scrollTo.mockClear();

    await act(() => router.navigate('/admin/users'));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});

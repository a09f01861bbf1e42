import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import { routes } from '../routes';

function Broken(): never {
  throw new Error('boom');
}

describe('error boundary', () => {
  it('shows Something went wrong. Please try again later. when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [root] = routes;
    if (!root) throw new Error('no root route');
    // The app's own root route (its layout and error boundary) with a page that throws.
    const brokenRoute = { path: '/broken', element: <Broken /> };
    const router = createMemoryRouter(
      [{ element: root.element, errorElement: root.errorElement, children: [brokenRoute] }],
      { initialEntries: ['/broken'] },
    );
    render(
      <AppProviders queryClient={new QueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
  });
});

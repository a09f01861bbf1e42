import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The whole app at a path, in memory; `router.state.location` tells where it went. */
export function renderApp(path: string, { fakeTimers = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {});
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}

/** One component with the app's providers and no router. */
export function renderWithProviders(ui: ReactNode) {
  const user = userEvent.setup();
  render(<AppProviders queryClient={testQueryClient()}>{ui}</AppProviders>);
  return { user };
}

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

initI18n();
const router = createBrowserRouter(routes);

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </Suspense>
  </StrictMode>,
);

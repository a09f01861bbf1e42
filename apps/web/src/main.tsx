// The first paint shows only the loader or the error alert: their styles come first, every other component's with
// the first page (lib/component-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { keepTypeAhead } from './lib/type-ahead';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

initI18n();
// A scan typed while a page is still loading (the gate's, right after the guard signs in) is kept for its input.
keepTypeAhead();
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

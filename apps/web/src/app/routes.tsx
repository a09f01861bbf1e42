import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { builtPages } from './navigation/built-pages';
import { routeAccess } from './navigation/route-access';
import { NotFoundPage } from './pages/not-found-page';
import { RootPage } from './pages/root-page';
import { RouteErrorPage } from './pages/route-error-page';
import { UnauthorizedPage } from './pages/unauthorized-page';
import { RequireAuth } from './require-auth';
import { ScrollToTop } from './scroll-to-top';
import { ShellLayout } from './shell/shell-layout';

const LoginPage = lazy(() =>
  import('../features/auth/pages/login-page').then((module) => ({ default: module.LoginPage })),
);

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

function signedInPage(path: string) {
  const Page = builtPages[path] ?? NotFoundPage;
  return <Page />;
}

/** Public pages, then every signed-in route of the access table behind the guard and inside the shell. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <RootPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <ShellLayout />,
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: routeAccess.map(({ path }) => ({ path, element: signedInPage(path) })),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { authPaths } from '../features/auth/paths';
import { publicSitePaths, textPages } from '../features/public-site/paths';
import { rootPath } from '../lib/paths';
import { lazyPage } from '../lib/screen';
import { DocumentTitle } from './document-title';
import { screens } from './navigation/screens';
import { RootPage } from './pages/root-page';
import { RouteErrorPage } from './pages/route-error-page';
import { appPaths } from './paths';
import { RequireAuth } from './require-auth';
import { ScrollToTop } from './scroll-to-top';

const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');
const PublicSchedulePage = lazyPage(
  () => import('../features/public-site/pages/public-schedule-page'),
  'PublicSchedulePage',
);
const SiteTextPage = lazyPage(() => import('../features/public-site/pages/site-text-page'), 'SiteTextPage');
const NewsPage = lazyPage(() => import('../features/public-site/pages/news-page'), 'NewsPage');
const ContactPage = lazyPage(() => import('../features/public-site/pages/contact-page'), 'ContactPage');
const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');
const UnauthorizedPage = lazyPage(() => import('./pages/unauthorized-page'), 'UnauthorizedPage');
// Loaded on demand like the pages: the first paint and the public pages need none of it.
const ShellLayout = lazyPage(() => import('./shell/shell-layout'), 'ShellLayout');

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Public pages, then every declared screen behind the guard and inside the shell (the handle is its declaration). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: rootPath.pattern, element: <RootPage /> },
      { path: authPaths.login.pattern, element: <LoginPage /> },
      { path: publicSitePaths.vessel.pattern, element: <PublicSchedulePage /> },
      { path: publicSitePaths.vesselSchedule.pattern, element: <PublicSchedulePage /> },
      ...textPages.map(({ path }) => ({ path: path.pattern, element: <SiteTextPage /> })),
      { path: publicSitePaths.news.pattern, element: <NewsPage /> },
      { path: publicSitePaths.contact.pattern, element: <ContactPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <ShellLayout />,
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: [
                  ...screens.map((screen) => {
                    const Page = screen.page ?? NotFoundPage;
                    return { path: screen.path.pattern, handle: screen, element: <Page /> };
                  }),
                  { path: appPaths.unauthorized.pattern, element: <UnauthorizedPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

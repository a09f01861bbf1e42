import { landingPageFor } from '@portside/contracts/roles';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useMe } from '../../features/auth/api/get-me';
import { lazyPage } from '../../lib/screen';
import { isTokenValid, useToken } from '../../lib/session';
import { EndSession } from '../end-session';
import { isBuilt } from '../navigation/screens';
import { appPaths } from '../paths';

const PublicHomePage = lazyPage(() => import('../../features/public-site/pages/public-home-page'), 'PublicHomePage');

/**
 * /: the public home without a valid token, else the landing page of the user's role (spec 2.1) — or /home while the
 * page of that landing is not built yet, rather than a not-found page.
 */
export function RootPage() {
  const token = useToken();
  return isTokenValid(token) ? <LandingRedirect /> : <PublicHomePage />;
}

function LandingRedirect() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <EndSession />;
  const landing = landingPageFor(me.data.role);
  return <Navigate to={isBuilt(landing) ? landing : appPaths.home()} replace />;
}

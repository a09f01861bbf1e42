import { landingPageFor } from '@portside/contracts/roles';
import { lazy } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useMe } from '../../features/auth/api/get-me';
import { isTokenValid, useToken } from '../../lib/session';
import { EndSession } from '../end-session';

const PublicHomePage = lazy(() =>
  import('../../features/public-site/pages/public-home-page').then((module) => ({ default: module.PublicHomePage })),
);

/** /: the public home without a valid token, else the landing page of the user's role. */
export function RootPage() {
  const token = useToken();
  return isTokenValid(token) ? <LandingRedirect /> : <PublicHomePage />;
}

function LandingRedirect() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <EndSession />;
  return <Navigate to={landingPageFor(me.data.role)} replace />;
}

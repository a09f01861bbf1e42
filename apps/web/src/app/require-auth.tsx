import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useMe } from '../features/auth/api/get-me';
import { loginPathFor } from '../lib/redirect';
import { isTokenValid, signOutCount, useToken } from '../lib/session';
import { EndSession } from './end-session';
import { canOpen } from './navigation/route-access';

/**
 * Spec 2.1: no valid token -> /login?redirect=..., a role outside the route's roles -> /unauthorized. Only a session
 * ended on purpose while this guard is on screen (logout) goes to plain /login; opening a guarded URL afterwards
 * keeps the way back again.
 */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  const [signOutsAtMount] = useState(signOutCount);
  if (!isTokenValid(token)) {
    const signedOutHere = signOutCount() > signOutsAtMount;
    const target = signedOutHere ? '/login' : loginPathFor(location.pathname + location.search);
    return <Navigate to={target} replace />;
  }
  return <RequireRole pathname={location.pathname} />;
}

function RequireRole({ pathname }: { pathname: string }) {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <EndSession />;
  if (!canOpen(me.data.role, pathname)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}

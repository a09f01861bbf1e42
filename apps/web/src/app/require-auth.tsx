import { useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useMe } from '../features/auth/api/get-me';
import { authPaths, loginPathFor } from '../features/auth/paths';
import { isTokenValid, signOutCount, useToken } from '../lib/session';
import { useTimeZoneQuery } from '../lib/time-zone';
import { EndSession } from './end-session';
import { screenOf } from './navigation/screens';
import { appPaths } from './paths';

/**
 * Spec 2.1: no valid token -> /login?redirect=..., a role outside the screen's roles -> /unauthorized. Only a session
 * ended on purpose while this guard is on screen (logout) goes to plain /login; opening a guarded URL afterwards
 * keeps the way back again.
 */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  const [signOutsAtMount] = useState(signOutCount);
  if (!isTokenValid(token)) {
    const signedOutHere = signOutCount() > signOutsAtMount;
    const target = signedOutHere ? authPaths.login() : loginPathFor(location.pathname + location.search);
    return <Navigate to={target} replace />;
  }
  return <RequireRole />;
}

function RequireRole() {
  const me = useMe();
  // Read before the first screen shows an instant or defaults a day; if it fails, the default zone stands.
  const timeZone = useTimeZoneQuery();
  const screen = screenOf(useMatches());
  if (me.isPending || timeZone.isPending) return <PageLoader />;
  if (me.isError) return <EndSession />;
  const role = me.data.role;
  // /unauthorized itself is no screen: any signed-in user sees it inside the shell.
  if (screen && (!role || !screen.roles.includes(role))) return <Navigate to={appPaths.unauthorized()} replace />;
  return <Outlet />;
}

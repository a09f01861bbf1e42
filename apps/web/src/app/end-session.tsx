import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { authPaths } from '../features/auth/paths';
import { signOut } from '../lib/session';

/** Spec 4: when the user cannot be loaded the session is cleared and the sign-in page opens. */
export function EndSession() {
  useEffect(() => signOut(), []);
  return <Navigate to={authPaths.login()} replace />;
}

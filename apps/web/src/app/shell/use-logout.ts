import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/logout';
import { authPaths } from '../../features/auth/paths';
import { getToken, signOut } from '../../lib/session';

/**
 * Spec 4: logout clears the token (the providers then empty the query cache) and opens /login. The server is asked
 * first to end the token's session (the call carries the token before it is cleared); it is not waited for, so a
 * slow or failed call still signs the user out here.
 */
export function useLogout() {
  const navigate = useNavigate();
  return () => {
    const token = getToken();
    if (token) logout(token).catch(() => undefined);
    signOut();
    navigate(authPaths.login(), { replace: true });
  };
}

import { useNavigate } from 'react-router';
import { signOut } from '../../lib/session';

/** Spec 4: logout clears the token (the providers then empty the query cache) and opens /login. */
export function useLogout() {
  const navigate = useNavigate();
  return () => {
    signOut();
    navigate('/login', { replace: true });
  };
}

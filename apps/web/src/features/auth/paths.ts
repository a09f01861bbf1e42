import { pathTo } from '../../lib/paths';

export const authPaths = {
  login: pathTo('/login'),
};

/** The sign-in page that comes back to `pathWithQuery` afterwards. */
export function loginPathFor(pathWithQuery: string): string {
  return `${authPaths.login()}?${new URLSearchParams({ redirect: pathWithQuery })}`;
}

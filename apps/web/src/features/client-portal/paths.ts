import { pathTo } from '../../lib/paths';

export const clientPortalPaths = {
  dashboard: pathTo('/client/dashboard'),
};

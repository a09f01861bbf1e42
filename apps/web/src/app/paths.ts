import { pathTo } from '../lib/paths';

export const appPaths = {
  home: pathTo('/home'),
  unauthorized: pathTo('/unauthorized'),
};

import { homePath, pathTo } from '../lib/paths';

export const appPaths = {
  home: homePath,
  unauthorized: pathTo('/unauthorized'),
};

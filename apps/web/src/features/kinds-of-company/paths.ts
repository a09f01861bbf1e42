import { pathTo } from '../../lib/paths';

export const kindPaths = {
  list: pathTo('/admin/kinds'),
};

import { pathTo } from '../../lib/paths';

export const descriptionPaths = {
  list: pathTo('/admin/descriptions'),
};

import { pathTo } from '../../lib/paths';

export const clearancePaths = {
  new: pathTo('/commercial/clearances/new'),
  list: pathTo('/commercial/clearances'),
};

import { pathTo } from '../../lib/paths';

export const vesselPaths = {
  new: pathTo('/commercial/vessels/new'),
  list: pathTo('/commercial/vessels'),
};

import { pathTo } from '../../lib/paths';

export const clientPaths = {
  new: pathTo('/commercial/clients/new'),
  list: pathTo('/commercial/clients'),
  loginCount: pathTo('/commercial/clients/login-count'),
};

import { pathTo } from '../../lib/paths';

export const cargoHandlerPaths = {
  list: pathTo('/admin/cargo-handlers'),
};

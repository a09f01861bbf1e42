import { pathTo } from '../../lib/paths';

export const consigneePaths = {
  list: pathTo('/admin/consignees'),
};

import { pathTo } from '../../lib/paths';

export const companyPaths = {
  list: pathTo('/admin/companies'),
  new: pathTo('/admin/companies/new'),
};

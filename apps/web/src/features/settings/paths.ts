import { pathTo } from '../../lib/paths';

export const settingsPaths = {
  edit: pathTo('/admin/settings'),
};

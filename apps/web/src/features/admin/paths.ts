import { pathTo } from '../../lib/paths';

export const adminPaths = {
  overview: pathTo('/admin'),
  users: pathTo('/admin/users'),
  newUser: pathTo('/admin/users/new'),
  user: pathTo('/admin/users/:userId'),
};

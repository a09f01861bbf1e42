import { pathTo } from '../../lib/paths';

export const workOrderPaths = {
  new: pathTo('/work-order'),
  list: pathTo('/orders'),
  view: pathTo('/work-orders/:id'),
  edit: pathTo('/work-orders/:id/edit'),
  layouts: pathTo('/work-order/layouts'),
};

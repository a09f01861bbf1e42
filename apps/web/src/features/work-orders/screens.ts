import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { workOrderPaths } from './paths';

export const workOrderScreens: Screen[] = [
  {
    path: workOrderPaths.new,
    roles: roleGroups.commercial,
    title: 'menu.workOrder',
    page: lazyPage(() => import('./pages/work-order-page'), 'WorkOrderPage'),
    menu: { section: 'commercial', group: 'workOrders', label: 'workOrder', order: 10 },
  },
  {
    path: workOrderPaths.list,
    roles: roleGroups.commercial,
    title: 'menu.orders',
    page: lazyPage(() => import('./pages/orders-page'), 'OrdersPage'),
    menu: { section: 'commercial', group: 'workOrders', label: 'orders', order: 11 },
  },
  {
    path: workOrderPaths.layouts,
    roles: roleGroups.commercial,
    title: 'menu.manifestLayouts',
    page: lazyPage(() => import('./pages/manifest-layouts-page'), 'ManifestLayoutsPage'),
    menu: { section: 'commercial', group: 'workOrders', label: 'manifestLayouts', order: 12 },
  },
  {
    path: workOrderPaths.view,
    roles: roleGroups.commercial,
    title: 'screens.workOrder',
    page: lazyPage(() => import('./pages/work-order-view-page'), 'WorkOrderViewPage'),
    partOf: workOrderPaths.list,
  },
  {
    path: workOrderPaths.edit,
    roles: roleGroups.commercial,
    title: 'screens.editWorkOrder',
    page: lazyPage(() => import('./pages/edit-work-order-page'), 'EditWorkOrderPage'),
    partOf: workOrderPaths.list,
  },
];

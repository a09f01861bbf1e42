import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { shippingPaths } from './paths';

export const shippingScreens: Screen[] = [
  {
    path: shippingPaths.newLine,
    roles: roleGroups.commercial,
    title: 'menu.newShippingLine',
    page: lazyPage(() => import('./pages/create-shipping-line-page'), 'CreateShippingLinePage'),
    menu: { section: 'commercial', group: 'shippingManagement', label: 'newShippingLine', order: 40 },
  },
  {
    path: shippingPaths.lines,
    roles: roleGroups.commercial,
    title: 'menu.shippingLines',
    page: lazyPage(() => import('./pages/shipping-lines-page'), 'ShippingLinesPage'),
    menu: { section: 'commercial', group: 'shippingManagement', label: 'shippingLines', order: 41 },
  },
  {
    path: shippingPaths.agents,
    roles: roleGroups.commercial,
    title: 'menu.shippingAgents',
    page: lazyPage(() => import('./pages/shipping-agents-page'), 'ShippingAgentsPage'),
    menu: { section: 'commercial', group: 'shippingManagement', label: 'shippingAgents', order: 42 },
  },
  // Spec 2.5: list and create of shipping agents show the same screen.
  {
    path: shippingPaths.newAgent,
    roles: roleGroups.commercial,
    title: 'menu.shippingAgents',
    page: lazyPage(() => import('./pages/shipping-agents-page'), 'ShippingAgentsPage'),
    partOf: shippingPaths.agents,
  },
];

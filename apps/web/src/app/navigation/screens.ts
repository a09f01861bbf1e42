import { roleGroups } from '@portside/contracts/roles';
import type { UIMatch } from 'react-router';
import { adminScreens } from '../../features/admin/screens';
import { auditLogScreens } from '../../features/audit-log/screens';
import { billingScreens } from '../../features/billing/screens';
import { cargoHandlerScreens } from '../../features/cargo-handlers/screens';
import { clearanceScreens } from '../../features/clearances/screens';
import { clientScreens } from '../../features/clients/screens';
import { companyScreens } from '../../features/companies/screens';
import { consigneeScreens } from '../../features/consignees/screens';
import { clientPortalScreens } from '../../features/dashboards/client/screens';
import { dashboardScreens } from '../../features/dashboards/screens';
import { descriptionScreens } from '../../features/descriptions/screens';
import { gateScreens } from '../../features/gate/screens';
import { kindScreens } from '../../features/kinds-of-company/screens';
import { operationScreens } from '../../features/operations/screens';
import { processorScreens } from '../../features/processor/screens';
import { settingsScreens } from '../../features/settings/screens';
import { shippingScreens } from '../../features/shipping/screens';
import { siteContentScreens } from '../../features/site-content/screens';
import { vesselScreens } from '../../features/vessels/screens';
import { workOrderScreens } from '../../features/work-orders/screens';
import { lazyPage, type Screen } from '../../lib/screen';
import { appPaths } from '../paths';

/** Every signed-in screen of spec 2.2: /home, then each feature's own declarations. */
export const screens: readonly Screen[] = [
  {
    path: appPaths.home,
    roles: roleGroups.signedIn,
    title: 'screens.home',
    page: lazyPage(() => import('../pages/home-page'), 'HomePage'),
  },
  ...adminScreens,
  ...companyScreens,
  ...kindScreens,
  ...cargoHandlerScreens,
  ...descriptionScreens,
  ...consigneeScreens,
  ...settingsScreens,
  ...auditLogScreens,
  ...siteContentScreens,
  ...workOrderScreens,
  ...clientScreens,
  ...vesselScreens,
  ...shippingScreens,
  ...clearanceScreens,
  ...dashboardScreens,
  ...operationScreens,
  ...billingScreens,
  ...clientPortalScreens,
  ...processorScreens,
  ...gateScreens,
];

/** Whether the screen at this path has a page yet. */
export function isBuilt(path: string): boolean {
  return screens.some((screen) => screen.page && screen.path.pattern === path);
}

/** The screen the router matched: its route's handle is the declaration. */
export function screenOf(matches: readonly UIMatch[]): Screen | undefined {
  return screens.find((screen) => matches.some((match) => match.handle === screen));
}

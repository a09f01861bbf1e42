import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { siteContentPaths } from './paths';

/** Issue 15: the public site's text, edited by admin (not in spec 2.2, which leaves the pages' content "not shown"). */
export const siteContentScreens: Screen[] = [
  {
    path: siteContentPaths.edit,
    roles: roleGroups.admin,
    title: 'menu.publicSite',
    page: lazyPage(() => import('./pages/site-content-page'), 'SiteContentPage'),
    menu: { section: 'admin', label: 'publicSite', order: 55 },
  },
];

import { roleGroups } from '@portside/contracts/roles';
import { lazyPage, type Screen } from '../../lib/screen';
import { settingsPaths } from './paths';

/** Spec 2.2's gated list omits /admin/settings while the menu lists it: gated with the admin group (deny by default). */
export const settingsScreens: Screen[] = [
  {
    path: settingsPaths.edit,
    roles: roleGroups.admin,
    title: 'menu.settings',
    page: lazyPage(() => import('./pages/settings-page'), 'SettingsPage'),
    menu: { section: 'admin', label: 'settings', order: 50 },
  },
];

import {
  kindOfCompanyBodySchema,
  kindOfCompanySchema,
  kindsOfCompanyPageSchema,
  listKindsOfCompanyQuerySchema,
} from '@portside/contracts/kinds-of-company';
import { roleGroups } from '@portside/contracts/roles';
import { crudRoutes } from '../registry/crud-routes';
import { createKind, deleteKind, listKinds, updateKind } from './service';

export const kindOfCompanyRoutes = crudRoutes({
  tags: ['kinds of company'],
  // Commercial and finance pick kinds when they register a consignee's company (the review, the billing page).
  readRoles: [...roleGroups.admin, ...roleGroups.commercial, ...roleGroups.finance],
  writeRoles: roleGroups.admin,
  schemas: {
    query: listKindsOfCompanyQuerySchema,
    body: kindOfCompanyBodySchema,
    item: kindOfCompanySchema,
    page: kindsOfCompanyPageSchema,
  },
  service: { list: listKinds, create: createKind, update: updateKind, remove: deleteKind },
});

import {
  descriptionBodySchema,
  descriptionSchema,
  descriptionsPageSchema,
  listDescriptionsQuerySchema,
} from '@portside/contracts/descriptions';
import { roleGroups } from '@portside/contracts/roles';
import { crudRoutes } from '../registry/crud-routes';
import { createDescription, deleteDescription, listDescriptions, updateDescription } from './service';

/** Registered at /api/description (the spec's path, singular). */
export const descriptionRoutes = crudRoutes({
  tags: ['descriptions'],
  // The work order page of commercial picks descriptions.
  readRoles: [...roleGroups.admin, ...roleGroups.commercial],
  writeRoles: roleGroups.admin,
  schemas: {
    query: listDescriptionsQuerySchema,
    body: descriptionBodySchema,
    item: descriptionSchema,
    page: descriptionsPageSchema,
  },
  service: {
    list: listDescriptions,
    create: createDescription,
    update: updateDescription,
    remove: deleteDescription,
  },
});

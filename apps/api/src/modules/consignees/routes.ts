import {
  consigneeBodySchema,
  consigneeSchema,
  consigneesPageSchema,
  listConsigneesQuerySchema,
} from '@portside/contracts/consignees';
import { roleGroups } from '@portside/contracts/roles';
import { crudRoutes } from '../registry/crud-routes';
import { createConsignee, deleteConsignee, listConsignees, updateConsignee } from './service';

export const consigneeRoutes = crudRoutes({
  tags: ['consignees'],
  // The work order page of commercial matches manifest consignees against them, and finance's billing page too.
  readRoles: [...roleGroups.admin, ...roleGroups.commercial, ...roleGroups.finance],
  writeRoles: roleGroups.admin,
  schemas: {
    query: listConsigneesQuerySchema,
    body: consigneeBodySchema,
    item: consigneeSchema,
    page: consigneesPageSchema,
  },
  service: { list: listConsignees, create: createConsignee, update: updateConsignee, remove: deleteConsignee },
});

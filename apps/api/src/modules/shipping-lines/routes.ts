import { roleGroups } from '@portside/contracts/roles';
import {
  listShippingLinesQuerySchema,
  shippingLineBodySchema,
  shippingLineSchema,
  shippingLinesPageSchema,
} from '@portside/contracts/shipping-lines';
import { crudRoutes } from '../registry/crud-routes';
import { createShippingLine, deleteShippingLine, listShippingLines, updateShippingLine } from './service';

/** Commercial keeps the shipping lines: listed, created, corrected and deleted while nothing refers to them. */
export const shippingLineRoutes = crudRoutes({
  tags: ['shipping lines'],
  readRoles: roleGroups.commercial,
  writeRoles: roleGroups.commercial,
  schemas: {
    query: listShippingLinesQuerySchema,
    body: shippingLineBodySchema,
    item: shippingLineSchema,
    page: shippingLinesPageSchema,
  },
  service: {
    list: listShippingLines,
    create: createShippingLine,
    update: updateShippingLine,
    remove: deleteShippingLine,
  },
});

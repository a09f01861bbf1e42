import { roleGroups } from '@portside/contracts/roles';
import {
  listShippingAgentsQuerySchema,
  shippingAgentBodySchema,
  shippingAgentSchema,
  shippingAgentsPageSchema,
} from '@portside/contracts/shipping-agents';
import { crudRoutes } from '../registry/crud-routes';
import { createShippingAgent, deleteShippingAgent, listShippingAgents, updateShippingAgent } from './service';

/**
 * Commercial keeps the shipping agents (companies of kind Shipping Agent tied to a line): listed, registered,
 * corrected and deleted while nothing refers to them.
 */
export const shippingAgentRoutes = crudRoutes({
  tags: ['shipping agents'],
  readRoles: roleGroups.commercial,
  writeRoles: roleGroups.commercial,
  schemas: {
    query: listShippingAgentsQuerySchema,
    body: shippingAgentBodySchema,
    item: shippingAgentSchema,
    page: shippingAgentsPageSchema,
  },
  service: {
    list: listShippingAgents,
    create: createShippingAgent,
    update: updateShippingAgent,
    remove: deleteShippingAgent,
  },
});

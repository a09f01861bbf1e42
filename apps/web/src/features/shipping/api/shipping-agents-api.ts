import type { ListShippingAgentsQuery, ShippingAgent, ShippingAgentBody } from '@portside/contracts/shipping-agents';
import { companyKeys } from '../../../lib/companies/keys';
import { registryApi } from '../../../lib/registry-api';
import { vesselKeys } from '../../../lib/vessels/keys';
import { clientKeys } from '../../clients/api/keys';
import { consigneeKeys } from '../../consignees/api/keys';
import { shippingAgentKeys } from './keys';

/**
 * An agent's correction and deletion. An agent is a company: the companies and the company pickers, the lists of
 * clients and consignees, and the vessels' agent column and picker show its name, so they are refreshed too.
 */
export const shippingAgentsApi = registryApi<ShippingAgent, ShippingAgentBody, ListShippingAgentsQuery>(
  '/shipping-agents',
  shippingAgentKeys,
  [companyKeys.all, clientKeys.lists(), consigneeKeys.lists(), vesselKeys.all],
);

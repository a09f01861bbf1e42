import type { ShippingLine, ShippingLineBody } from '@portside/contracts/shipping-lines';
import { companyKeys } from '../../../lib/companies/keys';
import { registryApi } from '../../../lib/registry-api';
import { manifestLayoutKeys } from '../../work-orders/api/keys';
import type { ShippingLinesQuery } from './get-shipping-lines';
import { shippingAgentKeys, shippingLineKeys } from './keys';

/**
 * A line's correction and deletion; the agents' list, the vessel form's agent picker and the taught manifest layouts
 * show its name, so they are refreshed too.
 */
export const shippingLinesApi = registryApi<ShippingLine, ShippingLineBody, ShippingLinesQuery>(
  '/shipping-lines',
  shippingLineKeys,
  [shippingAgentKeys.all, companyKeys.all, manifestLayoutKeys.all],
);

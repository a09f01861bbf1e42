import type { ShippingLine, ShippingLineBody } from '@portside/contracts/shipping-lines';
import { registryApi } from '../../../lib/registry-api';
import type { ShippingLinesQuery } from './get-shipping-lines';
import { shippingAgentKeys, shippingLineKeys } from './keys';

/** A line's correction and deletion; the agents' list shows its name, so it is refreshed too. */
export const shippingLinesApi = registryApi<ShippingLine, ShippingLineBody, ShippingLinesQuery>(
  '/shipping-lines',
  shippingLineKeys,
  [shippingAgentKeys.all],
);

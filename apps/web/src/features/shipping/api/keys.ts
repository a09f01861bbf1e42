import { queryKeys } from '../../../lib/query-keys';

export const shippingLineKeys = queryKeys('shipping-lines');

export const shippingAgentKeys = queryKeys('shipping-agents');

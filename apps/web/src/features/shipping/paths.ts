import { pathTo } from '../../lib/paths';

export const shippingPaths = {
  newLine: pathTo('/commercial/shipping-lines/new'),
  lines: pathTo('/commercial/shipping-lines'),
  agents: pathTo('/commercial/shipping-agents'),
  newAgent: pathTo('/commercial/shipping-agents/new'),
};

import type { Description, DescriptionBody, ListDescriptionsQuery } from '@portside/contracts/descriptions';
import { registryApi } from '../../../lib/registry-api';
import { descriptionKeys } from './keys';

/** GET, POST /description/, PUT and DELETE /description/{id} (the spec's path, singular). */
export const descriptionsApi = registryApi<Description, DescriptionBody, ListDescriptionsQuery>(
  '/description',
  descriptionKeys,
);

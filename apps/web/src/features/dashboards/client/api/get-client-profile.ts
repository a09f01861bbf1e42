import { clientProfileSchema } from '@portside/contracts/client-portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { clientPortalKeys } from './keys';

/** GET /client/profile: the signed-in user, its company (null: not linked yet) and the terminal's current year. */
export const getClientProfile = (signal?: AbortSignal) =>
  getChecked('/client/profile', clientProfileSchema, {}, signal);

export const clientProfileOptions = () =>
  queryOptions({ queryKey: clientPortalKeys.profile(), queryFn: ({ signal }) => getClientProfile(signal) });

export const useClientProfile = () => useQuery(clientProfileOptions());

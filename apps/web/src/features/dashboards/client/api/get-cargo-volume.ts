import { cargoVolumeSchema } from '@portside/contracts/client-portal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { clientPortalKeys } from './keys';

/** GET /client/cargo-volume/{year}: the company's CBM by type of cargo, of the vessels arrived in the year. */
export const getCargoVolume = (year: number, signal?: AbortSignal) =>
  getChecked(`/client/cargo-volume/${year}`, cargoVolumeSchema, {}, signal);

export const cargoVolumeOptions = (year: number) =>
  queryOptions({
    queryKey: clientPortalKeys.call('cargo-volume', { year }),
    queryFn: ({ signal }) => getCargoVolume(year, signal),
  });

export const useCargoVolume = (year: number) =>
  useQuery({ ...cargoVolumeOptions(year), placeholderData: keepPreviousData });

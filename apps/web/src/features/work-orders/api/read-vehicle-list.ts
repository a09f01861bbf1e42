import { type VehicleListResponse, vehicleListResponseSchema } from '@portside/contracts/vehicle-lists';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /pdf-converter/vehicle-list/: a vehicle list (.xlsx or .csv) as multipart field `file`, read and not stored. */
export async function readVehicleList(file: File): Promise<VehicleListResponse> {
  const body = new FormData();
  body.append('file', file);
  return vehicleListResponseSchema.parse(
    await apiRequest<unknown>('/pdf-converter/vehicle-list/', { method: 'POST', body }),
  );
}

export function useReadVehicleList() {
  return useMutation({ mutationFn: readVehicleList });
}

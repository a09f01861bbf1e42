import type { CargoClass } from '@portside/contracts/storage';
import type { ItemInput, WorkOrderDetail, WorkOrderStatus } from '@portside/contracts/work-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workOrderKeys } from '../../../lib/work-orders/keys';

/** The file's bytes in base64 (the data URL without its `data:...;base64,` head). */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export type SubmitWorkOrder = {
  vesselId: number;
  arrivalDate: string;
  cargoClass: CargoClass;
  status: WorkOrderStatus;
  manifest: File;
  items: ItemInput[];
};

/** One call creates the work order, its items and keeps the uploaded manifest (all or nothing). */
export async function submitWorkOrder({ manifest, ...header }: SubmitWorkOrder) {
  const contentBase64 = await readAsBase64(manifest);
  return apiRequest<WorkOrderDetail>('/work-orders/submit', {
    method: 'POST',
    body: { ...header, manifest: { fileName: manifest.name, contentBase64 } },
  });
}

export function useSubmitWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWorkOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
  });
}

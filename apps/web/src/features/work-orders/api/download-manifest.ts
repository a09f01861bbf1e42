import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The stored manifest PDF of a work order (GET /work-orders/{id}/manifest), saved as its uploaded file name. */
export async function downloadManifest({ id, fileName }: { id: number; fileName: string }) {
  saveFile(await apiRequest<Blob>(`/work-orders/${id}/manifest`, { as: 'blob' }), fileName);
}

export function useDownloadManifest() {
  return useMutation({ mutationFn: downloadManifest });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Hands a downloaded file to the browser, which saves it under the given name. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The stored manifest PDF of a work order (GET /work-orders/{id}/manifest), saved as its uploaded file name. */
export async function downloadManifest({ id, fileName }: { id: number; fileName: string }) {
  saveFile(await apiRequest<Blob>(`/work-orders/${id}/manifest`, { as: 'blob' }), fileName);
}

export function useDownloadManifest() {
  return useMutation({ mutationFn: downloadManifest });
}

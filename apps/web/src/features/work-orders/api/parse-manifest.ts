import { type ConvertPdfResponse, convertPdfResponseSchema } from '@portside/contracts/manifests';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';

const parseFailed = 'Failed to upload and parse PDF';
const uploadFailed = 'Upload failed. Please try again.';
const noParsedData = 'Failed to retrieve parsed PDF data';

/** The parser answered, but not with the rows of a manifest. */
class UnreadableAnswer extends Error {}

/** POST /pdf-converter/convert-pdf-to-json/ (spec 7): the manifest as multipart field `file`, the vessel in the query. */
export async function parseManifest({ vesselId, file }: { vesselId: number; file: File }): Promise<ConvertPdfResponse> {
  const body = new FormData();
  body.append('file', file);
  const answer = await apiRequest<unknown>('/pdf-converter/convert-pdf-to-json/', {
    method: 'POST',
    query: { vesselId },
    body,
  });
  const parsed = convertPdfResponseSchema.safeParse(answer);
  if (!parsed.success) throw new UnreadableAnswer(noParsedData);
  return parsed.data;
}

export function useParseManifest() {
  return useMutation({ mutationFn: parseManifest });
}

/** Spec 8: the server's sentence, else the fallback of a refused upload; a call that never got an answer failed. */
export function parseFailureMessage(error: unknown): string {
  if (error instanceof UnreadableAnswer) return noParsedData;
  if (error instanceof ApiError) return errorMessage(error, parseFailed);
  return uploadFailed;
}

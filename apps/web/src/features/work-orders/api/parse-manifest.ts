import { type ConvertPdfResponse, convertPdfResponseSchema, scanProgressSchema } from '@portside/contracts/manifests';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { manifestReadingKeys } from './keys';

const parseFailed = 'Failed to upload and parse PDF';
const uploadFailed = 'Upload failed. Please try again.';
const noParsedData = 'Failed to retrieve parsed PDF data';

/** The parser answered, but not with the rows of a manifest. */
class UnreadableAnswer extends Error {}

/**
 * A scan is read by OCR page by page (about 5 s each, 30 s at most, 20 pages at most): its upload waits up to that,
 * while the page asks how it goes (`useScanProgress`), which notices a server that stopped answering.
 */
const readingMs = 20 * 30_000;

export type ManifestReading = { vesselId: number; file: File; readId?: string; signal?: AbortSignal };

/** POST /pdf-converter/convert-pdf-to-json/ (spec 7): the manifest as multipart field `file`, the vessel in the query. */
export async function parseManifest({ vesselId, file, readId, signal }: ManifestReading): Promise<ConvertPdfResponse> {
  const body = new FormData();
  body.append('file', file);
  const answer = await apiRequest<unknown>('/pdf-converter/convert-pdf-to-json/', {
    method: 'POST',
    query: { vesselId, readId },
    body,
    signal,
    timeoutMs: readingMs,
  });
  const parsed = convertPdfResponseSchema.safeParse(answer);
  if (!parsed.success) throw new UnreadableAnswer(noParsedData);
  return parsed.data;
}

export function useParseManifest() {
  return useMutation({ mutationFn: parseManifest });
}

/** GET /pdf-converter/progress/{readId} each second while a reading waits: the scan's page being read, of how many. */
export function useScanProgress(readId: string | null) {
  return useQuery({
    queryKey: manifestReadingKeys.progress(readId),
    queryFn: async ({ signal }) =>
      scanProgressSchema.parse(await apiRequest<unknown>(`/pdf-converter/progress/${readId}`, { signal })),
    enabled: readId !== null,
    refetchInterval: 1000,
    retry: false,
    gcTime: 0,
  });
}

/** Spec 8: the server's sentence, else the fallback of a refused upload; a call that never got an answer failed. */
export function parseFailureMessage(error: unknown): string {
  if (error instanceof UnreadableAnswer) return noParsedData;
  if (error instanceof ApiError) return errorMessage(error, parseFailed);
  return uploadFailed;
}

import type { ConvertPdfResponse } from '@portside/contracts/manifests';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useParseManifest, useScanProgress } from '../api/parse-manifest';

/** Progress calls left unanswered in a row after which the reading is given up. */
const unansweredLimit = 3;

type Settled = { onSuccess: (result: ConvertPdfResponse) => void; onError: (error: unknown) => void };

/**
 * A manifest read by the server with a key of its own, so that the page can ask how a scan's reading goes (page N of
 * M); given up when the server stops answering those calls three times running, and when the page is left (the
 * server then stops reading it).
 */
export function useManifestReading() {
  const parse = useParseManifest();
  const [readId, setReadId] = useState<string | null>(null);
  const reading = useRef<AbortController | null>(null);
  const progress = useScanProgress(readId);
  // A server that no longer answers how the reading goes (no answer at all, not a refusal) will not answer the
  // upload either.
  const unanswered = useRef(0);
  useEffect(() => {
    if (progress.dataUpdatedAt) unanswered.current = 0;
  }, [progress.dataUpdatedAt]);
  useEffect(() => {
    if (!progress.errorUpdatedAt || progress.error instanceof ApiError) return;
    unanswered.current += 1;
    if (unanswered.current >= unansweredLimit) reading.current?.abort();
  }, [progress.errorUpdatedAt, progress.error]);
  useEffect(() => () => reading.current?.abort(), []);

  const read = (vesselId: number, file: File, settled: Settled) => {
    const id = crypto.randomUUID();
    const controller = new AbortController();
    reading.current = controller;
    setReadId(id);
    parse.mutate(
      { vesselId, file, readId: id, signal: controller.signal },
      { onSettled: () => setReadId(null), ...settled },
    );
  };
  const pages = progress.data?.pages ? progress.data : null;
  return { read, isPending: parse.isPending, pages };
}

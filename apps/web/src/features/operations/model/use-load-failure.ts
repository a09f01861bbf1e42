import { useCallback } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';

/**
 * Spec 8 "Failed to load work order: ...": the sentence, then why: the server's word, or the HTTP status or
 * network failure (a 5xx body is for the logs).
 */
export function useLoadFailure() {
  const translate = useMessage();
  return useCallback(
    (sentence: string, error: unknown) => {
      const reason = errorMessage(error, error instanceof Error ? error.message : String(error));
      return `${translate(sentence)}: ${translate(reason)}`;
    },
    [translate],
  );
}

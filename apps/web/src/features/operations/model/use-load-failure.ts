import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';

/**
 * Spec 8 "Failed to load work order: ...": the sentence, then why: the server's word, else its status (a 5xx body
 * is for the logs), else that it could not be reached.
 */
export function useLoadFailure() {
  const { t } = useTranslation();
  const translate = useMessage();
  return useCallback(
    (sentence: string, error: unknown) => {
      const fallback =
        error instanceof ApiError
          ? t('operations.monitoring.serverStatus', { status: error.status })
          : t('operations.monitoring.unreachable');
      return `${translate(sentence)}: ${translate(errorMessage(error, fallback))}`;
    },
    [t, translate],
  );
}

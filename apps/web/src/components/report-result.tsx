import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportErrorMessage, retryable } from '../lib/api-error';
import { RetryAlert } from './retry-alert';

type ReportResultProps<Data> = {
  result: UseQueryResult<Data>;
  /** Spec 8's sentence for this view's failure. */
  failed: string;
  /** The view's own words for a body of the wrong shape (else Invalid response format). */
  formatMessage?: string;
  /** The retry button's words when the view's are not Retry. */
  retryLabel?: string;
  children: (data: Data) => ReactNode;
};

/**
 * A report view's loading and error states (the failure, with Retry where asking again may help); the loaded view is
 * the children's.
 */
export function ReportResult<Data>({ result, failed, formatMessage, retryLabel, children }: ReportResultProps<Data>) {
  const { t } = useTranslation();
  if (result.isPending) {
    return (
      <Center mih={120}>
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (result.isError) {
    return (
      <RetryAlert
        message={reportErrorMessage(result.error, failed, formatMessage)}
        retrying={result.isFetching}
        onRetry={() => result.refetch()}
        canRetry={retryable(result.error)}
        retryLabel={retryLabel}
      />
    );
  }
  return children(result.data);
}

import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert';
import { retryable } from '../../../lib/api-error';
import { useLoadFailure } from '../model/use-load-failure';

/** One part of the page read by its own call: a loader, "<sentence>: <why>" with Retry, or the part. */
export function Loaded<Data>({
  query,
  failed,
  children,
}: {
  query: UseQueryResult<Data>;
  /** What failed, as spec 8 writes it (Failed to load monitoring info). */
  failed: string;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  const loadFailure = useLoadFailure();
  if (query.isError) {
    return (
      <RetryAlert
        message={loadFailure(failed, query.error)}
        retrying={query.isFetching}
        onRetry={() => query.refetch()}
        canRetry={retryable(query.error)}
      />
    );
  }
  if (query.data === undefined) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  return children(query.data);
}

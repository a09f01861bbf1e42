import { Box, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert';
import { retryable } from '../../../lib/api-error';
import { reportErrorMessage } from '../api/use-report';

/** One titled part of a dashboard. */
export function DashboardPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

type QueryStateProps<Data> = {
  query: UseQueryResult<Data>;
  /** Spec 8's sentence for this part's failure (the server's detail or a wrong shape's message come first). */
  failed: string;
  /** Said instead of the figures when `isEmpty` (a part that is never empty has neither). */
  empty?: string;
  isEmpty?: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
};

/**
 * A part's four states: a loader, the failure with Retry, the empty text, or the figures. The figures of the previous
 * filter stay, dimmed and busy, until those of a changed filter come.
 */
export function QueryState<Data>({ query, failed, empty, isEmpty, children }: QueryStateProps<Data>) {
  const { t } = useTranslation('dashboard');
  if (query.isError) {
    return (
      <RetryAlert
        message={reportErrorMessage(query.error, failed)}
        retrying={query.isFetching}
        canRetry={retryable(query.error)}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (query.data === undefined) {
    return (
      <Center mih={120}>
        <Loader aria-label={t('dashboards.loading')} />
      </Center>
    );
  }
  return (
    <Box aria-busy={query.isPlaceholderData} opacity={query.isPlaceholderData ? 0.55 : 1}>
      {isEmpty?.(query.data) ? <Text c="dimmed">{empty}</Text> : children(query.data)}
    </Box>
  );
}

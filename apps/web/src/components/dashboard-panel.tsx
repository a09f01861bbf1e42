import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ReportResult } from './report-result';

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
  /** Spec 8's sentence for this part's failure (the server's detail comes first). */
  failed: string;
  /** The part's own words for an answer of the wrong shape (else Invalid response format). */
  formatMessage?: string;
  /** Said instead of the figures when `isEmpty` (a part that is never empty has neither). */
  empty?: string;
  isEmpty?: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
};

/**
 * A chart's or table's four states: ReportResult's loader and failure with Retry, then the empty text or the figures.
 * The figures of the previous year or filter stay, dimmed and busy, until those of the new one come.
 */
export function QueryState<Data>({ query, failed, formatMessage, empty, isEmpty, children }: QueryStateProps<Data>) {
  return (
    <ReportResult result={query} failed={failed} formatMessage={formatMessage}>
      {(data) => (
        <Box aria-busy={query.isPlaceholderData} opacity={query.isPlaceholderData ? 0.55 : 1}>
          {isEmpty?.(data) ? <Text c="dimmed">{empty}</Text> : children(data)}
        </Box>
      )}
    </ReportResult>
  );
}

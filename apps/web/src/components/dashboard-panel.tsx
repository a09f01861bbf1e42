import { Box, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
 * The figures of the previous year or filter are never read under the new one's heading: until those of the new one
 * come they keep their room, hidden, under a loader.
 */
export function QueryState<Data>({ query, failed, formatMessage, empty, isEmpty, children }: QueryStateProps<Data>) {
  const { t } = useTranslation();
  return (
    <ReportResult result={query} failed={failed} formatMessage={formatMessage}>
      {(data) => {
        const figures = isEmpty?.(data) ? <Text c="dimmed">{empty}</Text> : children(data);
        if (!query.isPlaceholderData) return figures;
        return (
          <Box pos="relative" aria-busy>
            <Center pos="absolute" inset={0} style={{ zIndex: 1 }}>
              <Loader role="status" aria-label={t('common.loading')} />
            </Center>
            <Box style={{ visibility: 'hidden' }} aria-hidden>
              {figures}
            </Box>
          </Box>
        );
      }}
    </ReportResult>
  );
}

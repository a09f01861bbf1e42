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
  /** Another year's figures are hidden while the new ones load; a list that only pages or sorts is dimmed. */
  whileLoading?: 'hide' | 'dim';
  children: (data: Data) => ReactNode;
};

/**
 * A chart's or table's four states: ReportResult's loader and failure with Retry, then the empty text or the figures.
 * While the figures of a previous query are all it has (TanStack's placeholder), they keep their room: hidden under a
 * loader by default, so that no figure is read under a heading that is not its own (another year's); dimmed where the
 * query only pages or sorts a list (`whileLoading="dim"`: the rows stay in place, and the button clicked keeps focus).
 * The tree is the same in every state, so nothing in it is built again when the answer comes.
 */
export function QueryState<Data>({
  query,
  failed,
  formatMessage,
  empty,
  isEmpty,
  whileLoading = 'hide',
  children,
}: QueryStateProps<Data>) {
  const { t } = useTranslation();
  return (
    <ReportResult result={query} failed={failed} formatMessage={formatMessage}>
      {(data) => {
        const hidden = query.isPlaceholderData && whileLoading === 'hide';
        return (
          <Box pos="relative" aria-busy={query.isPlaceholderData}>
            {hidden && (
              <Center pos="absolute" inset={0} style={{ zIndex: 1 }}>
                <Loader role="status" aria-label={t('common.loading')} />
              </Center>
            )}
            <Box
              style={{ visibility: hidden ? 'hidden' : undefined }}
              aria-hidden={hidden || undefined}
              opacity={query.isPlaceholderData && !hidden ? 0.55 : 1}
            >
              {isEmpty?.(data) ? <Text c="dimmed">{empty}</Text> : children(data)}
            </Box>
          </Box>
        );
      }}
    </ReportResult>
  );
}

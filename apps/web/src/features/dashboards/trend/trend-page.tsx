import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { reportMessages, type TrendSummary } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert';
import { reportErrorMessage, retryable } from '../../../lib/api-error';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import { type TrendFilters, useTrendFilters } from '../kit/use-trend-filters';
import { TrendRefusedError, useTrend } from './api/get-trend';
import { TrendBar } from './trend-bar';
import { TrendControls } from './trend-controls';
import { balanceOf, targetGap } from './trend-geometry';
import { TrendStats } from './trend-stats';

const balanceColours = {
  needed: 'blue',
  fromStart: 'blue',
  reached: 'green',
  noTarget: 'gray',
  noDaysLeft: 'gray',
} as const;
// Dark shades: text of at least 4.5:1 on white (WCAG AA).
const gapColours = { over: 'teal.9', short: 'red.9', on: 'teal.9', notStarted: 'dimmed' } as const;

/** Spec 2.8 trend calculator: the chosen period's target, actual and projection (docs/domain.md "Trend calculator"). */
export function TrendPage() {
  const { t } = useTranslation('dashboard');
  const { filters, setFilters, years, query } = useTrendFilters();
  const trend = useTrend(query);
  return (
    <Stack>
      <Title order={2}>{t('trend.title')}</Title>
      <TrendControls filters={filters} years={years} onChange={setFilters} />
      {trend.isError ? (
        <RetryAlert
          message={failureOf(trend.error)}
          retrying={trend.isFetching}
          canRetry={retryable(trend.error)}
          onRetry={() => trend.refetch()}
        />
      ) : trend.data ? (
        <>
          <TrendCard summary={trend.data} filters={filters} />
          <TrendStats summary={trend.data} />
        </>
      ) : (
        <>
          <Skeleton height={190} radius="md" />
          <Skeleton height={110} radius="md" />
        </>
      )}
    </Stack>
  );
}

/** Spec 8: the server's message when it refused, "Invalid response format" for a wrong shape, else the fallback. */
const failureOf = (error: unknown) =>
  error instanceof TrendRefusedError ? error.message : reportErrorMessage(error, reportMessages.failedTrend);

function TrendCard({ summary, filters }: { summary: TrendSummary; filters: TrendFilters }) {
  const { t, i18n } = useTranslation('dashboard');
  const format = useFormatNumber();
  const gap = targetGap(summary);
  const balance = balanceOf(summary);
  const title =
    filters.period === 'month'
      ? new Intl.DateTimeFormat(languageOf(i18n.resolvedLanguage).locale, {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(Date.UTC(filters.year, filters.month - 1, 15))
      : String(filters.year);
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('trend.elapsed', {
              elapsed: format.count(summary.elapsedDays),
              days: format.count(summary.daysInPeriod),
            })}
          </Text>
        </div>
        <Group gap="xs">
          {gap && (
            <Text fw={700} c={gapColours[gap.kind]}>
              {'cbm' in gap ? t(`trend.gap.${gap.kind}`, { cbm: format.cbm(gap.cbm) }) : t(`trend.gap.${gap.kind}`)}
            </Text>
          )}
          <Badge size="lg" variant="light" color={balanceColours[balance.kind]} style={{ textTransform: 'none' }}>
            {'cbm' in balance
              ? t(`trend.balance.${balance.kind}`, { cbm: format.cbm(balance.cbm) })
              : t(`trend.balance.${balance.kind}`)}
          </Badge>
        </Group>
      </Group>
      <TrendBar summary={summary} period={filters.period} />
    </Card>
  );
}

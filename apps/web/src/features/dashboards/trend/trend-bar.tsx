import { Box, Group, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { TrendSummary } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import type { TrendPeriod } from '../kit/use-trend-filters';
import { dayRuler, monthRuler, type Ruler, targetGap, trendGeometry } from './trend-geometry';

const barHeight = 14;
/** Room above the bars for the Today label. */
const todayLabelRoom = 20;
const line = '1px solid var(--mantine-color-gray-5)';
/** The bars' names and figures hide the Today line where it crosses them. */
const aboveMarker = { pos: 'relative', bg: 'var(--mantine-color-body)', style: { zIndex: 1 } } as const;

type TrendBarProps = { summary: TrendSummary; period: TrendPeriod };

/**
 * Target, actual and projected CBM as bars on one scale, the day ruler under them and the Today marker
 * (lib/trend-geometry.ts says where each stands). Numbers read left to right in every language.
 */
export function TrendBar({ summary, period }: TrendBarProps) {
  const { t } = useTranslation('dashboard');
  const format = useFormatNumber();
  const geometry = trendGeometry(summary);
  const gap = targetGap(summary);
  const projectedColour =
    gap === null || gap.kind === 'notStarted' ? 'teal.6' : gap.kind === 'short' ? 'orange.6' : 'green.6';
  const bars = [
    { key: 'target', value: summary.target, width: geometry.target, colour: 'gray.7' },
    { key: 'actual', value: summary.actual, width: geometry.actual, colour: 'blue.6' },
    { key: 'projected', value: summary.projected, width: geometry.projected, colour: projectedColour },
  ] as const;
  return (
    <Box dir="ltr" pos="relative" pt={todayLabelRoom} role="group" aria-label={t('trend.chart')}>
      <Stack gap={6}>
        {bars.map((bar) => {
          const label = t(`trend.stats.${bar.key}`);
          const text = bar.value === null ? t('trend.noTarget') : t('trend.cbm', { value: format.cbm(bar.value) });
          return (
            <div key={bar.key}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" {...aboveMarker}>
                  {label}
                </Text>
                <Text size="sm" fw={600} {...aboveMarker}>
                  {text}
                </Text>
              </Group>
              <Box h={barHeight} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
                {bar.value !== null && (
                  <Box
                    role="meter"
                    aria-label={label}
                    aria-valuemin={0}
                    aria-valuemax={geometry.scale}
                    aria-valuenow={bar.value}
                    aria-valuetext={text}
                    h="100%"
                    bg={bar.colour}
                    style={{ width: `${bar.width}%` }}
                  />
                )}
              </Box>
            </div>
          );
        })}
        <PeriodRuler summary={summary} period={period} width={geometry.ruler} />
      </Stack>
      {geometry.today !== null && (
        <TodayMarker at={geometry.today} day={summary.elapsedDays} days={summary.daysInPeriod} />
      )}
    </Box>
  );
}

/** Days of a month, months of a year, under the part of the width the ruler spans. */
function PeriodRuler({ summary, period, width }: { summary: TrendSummary; period: TrendPeriod; width: number }) {
  const { i18n } = useTranslation();
  const format = useFormatNumber();
  const { ref, width: pixels } = useElementSize();
  const year = Number(summary.periodStart.slice(0, 4));
  const monthName = new Intl.DateTimeFormat(languageOf(i18n.resolvedLanguage).locale, {
    month: 'short',
    timeZone: 'UTC',
  });
  const ruler: Ruler<number> = period === 'month' ? dayRuler(summary.daysInPeriod, pixels) : monthRuler(year, pixels);
  const labelOf = (value: number) =>
    period === 'month' ? format.count(value) : monthName.format(Date.UTC(year, value, 15));
  return (
    <Box ref={ref} pos="relative" h={30} aria-hidden style={{ width: `${width}%`, borderTop: line }}>
      {ruler.marks.map((at) => (
        <Box key={at} pos="absolute" top={0} h={5} style={{ left: `${at}%`, borderLeft: line }} />
      ))}
      {ruler.labels.map((label) => (
        <Text
          key={label.value}
          pos="absolute"
          top={6}
          size="xs"
          c="dimmed"
          style={{ left: `${label.at}%`, transform: 'translateX(-50%)', whiteSpace: 'nowrap' }}
        >
          {labelOf(label.value)}
        </Text>
      ))}
    </Box>
  );
}

/** A line through the bars and the ruler at the end of today, its label above (kept inside the chart's edges). */
function TodayMarker({ at, day, days }: { at: number; day: number; days: number }) {
  const { t } = useTranslation('dashboard');
  const shift = at < 10 ? '0%' : at > 90 ? '-100%' : '-50%';
  return (
    <Box
      role="img"
      aria-label={t('trend.todayMarker', { day, days })}
      pos="absolute"
      top={0}
      bottom={0}
      left={`${at}%`}
      w={2}
      style={{ transform: 'translateX(-1px)' }}
    >
      <Text
        aria-hidden
        pos="absolute"
        top={0}
        size="xs"
        fw={700}
        c="red.9"
        style={{ transform: `translateX(${shift})`, whiteSpace: 'nowrap' }}
      >
        {t('trend.today')}
      </Text>
      <Box
        pos="absolute"
        top={todayLabelRoom - 2}
        bottom={0}
        left={0}
        style={{ borderLeft: '2px dashed var(--mantine-color-red-6)' }}
      />
    </Box>
  );
}

import { Card, SimpleGrid, Title } from '@mantine/core';
import type { TrendSummary } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import { LabelledValue } from '../../../components/labelled-value';
import { dash, orDash } from '../../../lib/dash';
import { useFormatNumber } from '../../../lib/format-number';

/** Remaining: what the target still needs, or once it is reached how far the actual is above it (never negative). */
function remainingText(summary: TrendSummary, cbm: (value: number) => string, reached: (above: number) => string) {
  if (summary.remaining === null || summary.aboveTarget === null) return dash;
  return summary.remaining > 0 ? cbm(summary.remaining) : reached(summary.aboveTarget);
}

/** The seven figures of spec 2.8; without a target, "No target set" and a dash for those that need one. */
export function TrendStats({ summary }: { summary: TrendSummary }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatNumber();
  const cbm = (value: number) => t('trend.cbm', { value: format.cbm(value) });
  const perDay = (value: number) => t('trend.perDay', { value: format.cbm(value) });
  const stats = [
    ['target', summary.target === null ? t('trend.noTarget') : cbm(summary.target)],
    ['actual', cbm(summary.actual)],
    ['projected', cbm(summary.projected)],
    ['remaining', remainingText(summary, cbm, (value) => t('trend.reached', { value: format.cbm(value) }))],
    ['remainingDays', format.count(summary.remainingDays)],
    ['targetPerDay', orDash(summary.targetPerDay, perDay)],
    ['averagePerDay', perDay(summary.averagePerDay)],
  ] as const;
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h4" mb="sm">
        {t('trend.stats.heading')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4, xl: 7 }} component="dl" m={0}>
        {stats.map(([key, value]) => (
          <LabelledValue key={key} label={t(`trend.stats.${key}`)}>
            {value}
          </LabelledValue>
        ))}
      </SimpleGrid>
    </Card>
  );
}

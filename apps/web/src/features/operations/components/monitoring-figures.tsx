import { Card, SimpleGrid, Title } from '@mantine/core';
import type { Monitoring } from '@portside/contracts/operations';
import { useTranslation } from 'react-i18next';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormatNumber } from '../../../lib/format-number';
import { useTimeZone } from '../../../lib/time-zone';
import { terminalDateTime } from '../../../lib/zoned-time';

type FigureLabel =
  | 'heading'
  | 'totalMoves'
  | 'firstMoveTime'
  | 'lastMoveTime'
  | 'balanceToMove'
  | 'actualMovesPerHour'
  | 'targetCompletionTime'
  | 'estimatedCompletionTime'
  | 'dischargedBls'
  | 'percentDone';

/**
 * The figures the server computes from the tallies, BLs and delays (DOMAIN.md "Monitoring"), read-only: moves count
 * packages the gangs tallied; the progress (Discharged (CBM)) is the vessel schedules' figure (docs/domain.md).
 */
export function MonitoringFigures({ record }: { record: Monitoring }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const format = useFormatNumber();
  const label = (key: FigureLabel) => t(`operations.monitoring.figures.${key}`);
  const instant = (value: string | null) => (value ? terminalDateTime(value, timeZone) : t('common.notAvailable'));
  const count = (value: number | null) => (value === null ? t('common.notAvailable') : format.count(value));
  const rate = (value: number | null) => (value === null ? t('common.notAvailable') : format.measure(value));
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h4" mb="sm">
        {label('heading')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} component="dl" m={0}>
        <LabelledValue label={label('totalMoves')}>{count(record.totalMoves)}</LabelledValue>
        <LabelledValue label={label('firstMoveTime')}>{instant(record.firstMoveTime)}</LabelledValue>
        <LabelledValue label={label('lastMoveTime')}>{instant(record.lastMoveTime)}</LabelledValue>
        <LabelledValue label={label('balanceToMove')}>{count(record.balanceToMove)}</LabelledValue>
        <LabelledValue label={label('actualMovesPerHour')}>{rate(record.actualMovesPerHour)}</LabelledValue>
        <LabelledValue label={label('targetCompletionTime')}>{instant(record.targetCompletionTime)}</LabelledValue>
        <LabelledValue label={label('estimatedCompletionTime')}>
          {instant(record.estimatedCompletionTime)}
        </LabelledValue>
        <LabelledValue label={label('percentDone')}>{format.percent(record.percentDone)}</LabelledValue>
        <LabelledValue label={label('dischargedBls')}>
          {t('operations.monitoring.figures.dischargedOf', {
            discharged: record.dischargedCount,
            total: record.itemCount,
          })}
        </LabelledValue>
      </SimpleGrid>
    </Card>
  );
}

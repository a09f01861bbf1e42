import { Text } from '@mantine/core';
import type { VisitReport } from '@portside/contracts/operations';
import { useTranslation } from 'react-i18next';
import { ReportSection, ReportTable } from '../../../components/report-table';
import { useFormatDayOf } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import { useTimeZone } from '../../../lib/time-zone';
import { terminalDateTime } from '../../../lib/zoned-time';
import { useDuration } from '../model/use-duration';

/** The delays of the visit, each with its length, and the time lost in all. */
export function ReportDelays({ delays }: { delays: VisitReport['delays'] }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const formatMinutes = useDuration();
  return (
    <ReportSection title={t('operations.report.delays')}>
      <ReportTable
        label={t('operations.report.delays')}
        columns={[
          { label: t('operations.report.reason') },
          { label: t('operations.report.notes') },
          { label: t('operations.report.from') },
          { label: t('operations.report.to') },
          { label: t('operations.report.lost'), numeric: true },
        ]}
        rows={delays.data.map((delay) => ({
          key: delay.id,
          cells: [
            delay.reason,
            delay.notes ?? '',
            terminalDateTime(delay.fromTime, timeZone),
            terminalDateTime(delay.toTime, timeZone),
            formatMinutes(delay.totalDelay),
          ],
        }))}
        foot={[t('operations.report.totalLost'), '', '', '', formatMinutes(delays.totalMinutes)]}
        empty={t('operations.report.noDelays')}
      />
    </ReportSection>
  );
}

/** Moves per hour and gang (the productivity log), with each gang's total and the visit's. */
export function ReportProductivity({ productivity }: { productivity: VisitReport['productivity'] }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const dayOf = useFormatDayOf();
  const gangs = productivity.gangs.map(String);
  const moves = (value: number | undefined) => (value === undefined ? '' : format.count(value));
  return (
    <ReportSection title={t('operations.report.productivity')}>
      <ReportTable
        label={t('operations.report.productivity')}
        columns={[
          { label: t('operations.report.day') },
          { label: t('operations.report.hour') },
          ...gangs.map((gang) => ({ label: t('operations.report.gang', { gang }), numeric: true })),
          { label: t('operations.report.total'), numeric: true },
        ]}
        rows={productivity.data.map((row) => ({
          key: row.hourStart,
          cells: [
            dayOf(row.hourStart),
            row.hourRange,
            ...gangs.map((gang) => moves(row.gang[gang])),
            format.count(row.total),
          ],
        }))}
        foot={[
          t('operations.report.total'),
          '',
          ...gangs.map((gang) => moves(productivity.totals.gang[gang])),
          format.count(productivity.totals.total),
        ]}
        empty={t('operations.report.noMoves')}
        dense
      />
    </ReportSection>
  );
}

/** Our operator's CBM of each category: handled (discharged BLs) and what remains. */
export function ReportCategories({ categories }: { categories: VisitReport['categories'] }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return (
    <ReportSection title={t('operations.report.cbmByCategory')}>
      <ReportTable
        label={t('operations.report.cbmByCategory')}
        columns={[
          { label: t('operations.report.category') },
          { label: t('operations.report.totalCbm'), numeric: true },
          { label: t('operations.report.handledCbm'), numeric: true },
          { label: t('operations.report.remainingCbm'), numeric: true },
        ]}
        rows={categories.map((category) => ({
          key: category.category,
          cells: [
            t(`operations.report.categories.${category.category}`),
            format.cbm(category.totalCbm),
            format.cbm(category.handledCbm),
            format.cbm(category.remainingCbm),
          ],
        }))}
        empty={t('operations.report.noOwnCargo')}
      />
    </ReportSection>
  );
}

type OutturnRow = VisitReport['outturn']['rows'][number];

/** Manifested against discharged packages per BL, then the BLs short-landed and over-landed (the outturn). */
export function ReportOutturn({ outturn }: { outturn: VisitReport['outturn'] }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const signed = (value: number) => (value > 0 ? `+${format.count(value)}` : format.count(value));
  // A BL not discharged yet is neither short- nor over-landed: only the discharged ones make up the difference.
  const difference = outturn.rows.reduce((sum, row) => sum + (row.difference ?? 0), 0);
  const pending = outturn.rows.filter((row) => row.discharged === null).length;
  const columns = [
    { label: t('operations.report.blNo') },
    { label: t('operations.report.consignee') },
    { label: t('operations.report.manifested'), numeric: true },
    { label: t('operations.report.discharged'), numeric: true },
    { label: t('operations.report.difference'), numeric: true },
  ];
  const rowsOf = (rows: OutturnRow[]) =>
    rows.map((row) => ({
      key: row.itemId,
      cells: [
        row.blNo,
        row.consignee,
        format.count(row.manifested),
        row.discharged === null ? t('operations.report.notDischarged') : format.count(row.discharged),
        row.difference === null ? '' : signed(row.difference),
      ],
    }));
  return (
    <>
      <ReportSection title={t('operations.report.outturn')}>
        <ReportTable
          label={t('operations.report.outturn')}
          columns={columns}
          rows={rowsOf(outturn.rows)}
          foot={[
            t('operations.report.total'),
            '',
            format.count(outturn.manifested),
            format.count(outturn.discharged),
            signed(difference),
          ]}
          empty={t('operations.report.noBls')}
        />
        {pending > 0 && <Text size="sm">{t('operations.report.pendingBls', { count: pending })}</Text>}
      </ReportSection>
      {(
        [
          ['shortLanded', outturn.shortLanded],
          ['overLanded', outturn.overLanded],
        ] as const
      ).map(([list, rows]) => (
        <ReportSection key={list} title={t(`operations.report.${list}`)}>
          <ReportTable
            label={t(`operations.report.${list}`)}
            columns={columns}
            rows={rowsOf(rows)}
            empty={t(`operations.report.${list}None`)}
          />
        </ReportSection>
      ))}
    </>
  );
}

/** When the report was drawn up: the figures are those of that moment. */
export function ReportPrinted({ at }: { at: string }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <Text size="xs" c="dimmed">
      {t('operations.report.drawnUp', { when: terminalDateTime(at, timeZone) })}
    </Text>
  );
}

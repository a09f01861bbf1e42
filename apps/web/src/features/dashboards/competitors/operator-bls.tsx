import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { analyticsMessages, blPageSize, drillDownSlices } from '@portside/contracts/analytics';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/dashboard-panel';
import { ReportResult } from '../../../components/report-result';
import { ShareDonut } from '../../../components/share-donut';
import { coloursByName, othersColour } from '../../../lib/chart-rules';
import { useMessage } from '../../../lib/messages';
import { restOf, sliceWithOthers } from '../../../lib/slices';
import { AnalyticsTable } from '../kit/analytics-table';
import { blColumns, type Totals } from '../kit/competitor-columns';
import { useOperatorBls } from './api/get-operator-bls';
import { usePackagesByDescription } from './api/get-packages-by-description';
import type { AnalyticsRange, BlsParty } from './api/operator-paths';
import { DrillHeader } from './drill-header';
import { useCursorPages } from './use-cursor-pages';

type OperatorBlsProps = {
  /** The operator (cargo handler name) whose BLs these are. */
  operator: string;
  /** One of its consignees, or (stevedoring) one of its shipping agents. */
  party: BlsParty;
  range: AnalyticsRange;
  /** The figures of the row clicked to open the list: the level's totals (the BLs come a page at a time). */
  totals: Totals;
  onBack: () => void;
};

/**
 * The last drill-down level (spec 2.8, 4): the BLs an operator handled for one consignee or shipping agent in the
 * period, 100 a page by cursor (Previous back through the cursors seen, Next while the answer has a next cursor),
 * with their packages by description as a donut of at most 10 slices.
 */
export function OperatorBls({ operator, party, range, totals, onBack }: OperatorBlsProps) {
  const { t } = useTranslation('dashboard');
  const message = useMessage();
  const pages = useCursorPages(JSON.stringify([operator, party.kind, party.key, range]));
  const bls = useOperatorBls(operator, party, { ...range, limit: blPageSize, cursor: pages.cursor });
  return (
    <Stack>
      <DrillHeader title={t('competitors.drill.bls', { party: party.name, operator })} onBack={onBack} />
      <PackagesDonut operator={operator} party={party} range={range} />
      <ReportResult
        result={bls}
        failed={analyticsMessages.failedBls}
        formatMessage={analyticsMessages.invalidStructure}
      >
        {({ items, nextCursor }) => (
          <Stack gap="sm">
            {/* Above the table: 100 rows are long, and the next page is what one looks for first. */}
            {(pages.hasPrevious || nextCursor) && (
              <Group gap="xs" justify="center" component="nav" aria-label={t('competitors.bls.pages')}>
                <Button variant="default" size="xs" disabled={!pages.hasPrevious} onClick={pages.previous}>
                  {t('competitors.bls.previous')}
                </Button>
                <Text size="sm" aria-live="polite">
                  {t('competitors.bls.page', { page: pages.page })}
                </Text>
                <Button
                  variant="default"
                  size="xs"
                  disabled={!nextCursor || bls.isPlaceholderData}
                  onClick={() => nextCursor && pages.next(nextCursor)}
                >
                  {t('competitors.bls.next')}
                </Button>
              </Group>
            )}
            <AnalyticsTable
              columns={blColumns(t)}
              rows={items}
              rowKey={(row) => row.id}
              emptyText={message(analyticsMessages.noBls)}
              totals={{ values: totals, label: t('competitors.bls.total', { count: totals.bls }) }}
              loading={bls.isPlaceholderData}
              minWidth={900}
            />
          </Stack>
        )}
      </ReportResult>
    </Stack>
  );
}

/** The same BLs' packages by description of goods: the largest 9 and Others (10 slices, spec 9). */
function PackagesDonut({ operator, party, range }: Omit<OperatorBlsProps, 'totals' | 'onBack'>) {
  const { t } = useTranslation('dashboard');
  const message = useMessage();
  const [selected, setSelected] = useState<string | null>(null);
  const packages = usePackagesByDescription(operator, party, range);
  const title = t('competitors.bls.packages');
  const slicesOf = ({ items, total }: NonNullable<typeof packages.data>) => {
    const colourOf = coloursByName(items.slice(0, drillDownSlices).map((item) => ({ name: item.label })));
    return sliceWithOthers(
      items.map((item) => ({ name: item.label, value: item.packages })),
      drillDownSlices,
      restOf(
        total.packages,
        items.map((item) => item.packages),
      ),
    ).map((slice) => ({
      key: slice.others ? 'others' : `description:${slice.name}`,
      label: slice.others ? t('competitors.others') : slice.name,
      value: slice.value,
      colour: slice.others ? othersColour : colourOf(slice.name),
    }));
  };
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4} size="h6">
        {title}
      </Title>
      <QueryState
        query={packages}
        failed={analyticsMessages.failedPackagesByDescription}
        formatMessage={analyticsMessages.invalidStructure}
        empty={message(analyticsMessages.noData)}
        isEmpty={(answer) => slicesOf(answer).length === 0}
      >
        {(answer) => (
          <ShareDonut label={title} unit="count" slices={slicesOf(answer)} selected={selected} onSelect={setSelected} />
        )}
      </QueryState>
    </Stack>
  );
}

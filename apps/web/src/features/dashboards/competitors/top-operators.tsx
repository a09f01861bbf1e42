import { SimpleGrid } from '@mantine/core';
import { analyticsMessages, competitorPanelLimit } from '@portside/contracts/analytics';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { ShareDonut } from '../../../components/share-donut';
import { coloursByName, othersColour, ownOperatorColour } from '../../../lib/chart-rules';
import { useMessage } from '../../../lib/messages';
import { donutSlices, restOf, sliceWithOthers } from '../../../lib/slices';
import { nameOrUnknown } from '../kit/competitor-columns';
import { ContributorBars } from '../kit/contributor-bars';
import { useCompetitorContributors } from './api/get-competitor-contributors';
import type { AnalyticsRange } from './api/operator-paths';

type TopOperatorsProps = {
  range: AnalyticsRange;
  /** The months shown, as the panel's title says them. */
  period: string;
  onOpen: (operator: string) => void;
};

/** The period's 10 largest operators as bars (a name drills down) and their shares as a donut of 6 slices and Others. */
export function TopOperators({ range, period, onOpen }: TopOperatorsProps) {
  const { t } = useTranslation('dashboard');
  const message = useMessage();
  const [selected, setSelected] = useState<string | null>(null);
  const contributors = useCompetitorContributors({ ...range, limit: competitorPanelLimit });
  const slicesOf = ({ contributors: rows, total }: NonNullable<typeof contributors.data>) => {
    const own = new Map(rows.map((row) => [row.name, row.own]));
    const colourOf = coloursByName(rows);
    return sliceWithOthers(
      rows.map((row) => ({ name: row.name, value: row.totalVolume })),
      donutSlices,
      restOf(
        total.totalVolume,
        rows.map((row) => row.totalVolume),
      ),
    ).map((slice) => ({
      key: slice.others ? 'others' : `operator:${slice.name}`,
      label: slice.others ? t('competitors.others') : nameOrUnknown(t, slice.name),
      own: !slice.others && own.get(slice.name),
      value: slice.value,
      colour: slice.others ? othersColour : colourOf(slice.name),
    }));
  };
  return (
    <DashboardPanel title={t('competitors.top.title', { period })}>
      <QueryState
        query={contributors}
        failed={analyticsMessages.failedContributors}
        formatMessage={analyticsMessages.invalidStructure}
        empty={message(analyticsMessages.noContributors)}
        isEmpty={(answer) => answer.contributors.every((row) => row.totalVolume <= 0)}
      >
        {(answer) => {
          const colourOf = coloursByName(answer.contributors);
          return (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <ContributorBars
                label={t('competitors.top.bars')}
                colour={ownOperatorColour}
                rows={answer.contributors.map((row) => ({
                  key: row.name,
                  name: nameOrUnknown(t, row.name),
                  cbm: row.totalVolume,
                  own: row.own,
                  colour: colourOf(row.name),
                }))}
                onOpen={(row) => onOpen(row.key)}
                canOpen={(row) => row.key !== ''}
              />
              <ShareDonut
                label={t('competitors.top.donut')}
                slices={slicesOf(answer)}
                selected={selected}
                onSelect={setSelected}
              />
            </SimpleGrid>
          );
        }}
      </QueryState>
    </DashboardPanel>
  );
}

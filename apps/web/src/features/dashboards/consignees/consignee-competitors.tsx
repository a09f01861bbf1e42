import { Grid, Group, Stack, Title } from '@mantine/core';
import { analyticsMessages, type OperatorRow } from '@portside/contracts/analytics';
import type { DashboardCategory } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { OwnBadge } from '../../../components/own-badge';
import { ShareDonut } from '../../../components/share-donut';
import { coloursByName, othersColour } from '../../../lib/chart-rules';
import { useFormatNumber } from '../../../lib/format-number';
import { useMessage } from '../../../lib/messages';
import { largestRemainderPercents } from '../../../lib/shares';
import { donutSlices, restOf, sliceWithOthers } from '../../../lib/slices';
import { AnalyticsTable } from '../kit/analytics-table';
import { nameOrUnknown } from '../kit/competitor-columns';
import { useConsigneeCompetitors } from './api/get-consignee-competitors';
import { competitorColumns } from './consignee-columns';

type ConsigneeCompetitorsProps = {
  consigneeKey: string;
  period: { start: string; end: string };
  by: DashboardCategory;
  onOpen: (operator: string) => void;
  /** The list's URL (the level above). */
  backTo: string;
};

/** Who handled a consignee's cargo in the period (spec 2.8), largest first, with shares that total 100; ours marked. */
export function ConsigneeCompetitors({ consigneeKey, period, by, onOpen, backTo }: ConsigneeCompetitorsProps) {
  const { t } = useTranslation('dashboard');
  const translate = useMessage();
  const format = useFormatNumber();
  const competitors = useConsigneeCompetitors(consigneeKey, { ...period, by });
  const name = competitors.data ? nameOrUnknown(t, competitors.data.consignee) : '';
  const title = t('consignees.competitors.title', { consignee: name });
  const slicesOf = (rows: OperatorRow[], rest: number) => {
    const colourOf = coloursByName(rows.slice(0, donutSlices));
    return sliceWithOthers(
      rows.map((row) => ({ name: row.name, value: row.totalVolume })),
      donutSlices,
      rest,
    ).map((slice) => {
      const row = rows.find((candidate) => candidate.name === slice.name);
      return {
        key: slice.others ? 'others' : `operator:${slice.name}`,
        label: slice.others || !row ? t('competitors.others') : nameOrUnknown(t, row.name),
        own: row?.own,
        value: slice.value,
        colour: slice.others ? othersColour : colourOf(slice.name),
      };
    });
  };
  return (
    <Stack>
      <Group gap="sm">
        <BackButton to={backTo}>{t('revenue.back')}</BackButton>
        <Title order={3} size="h4">
          <bdi>{title}</bdi>
        </Title>
      </Group>
      <QueryState
        query={competitors}
        failed={analyticsMessages.failedCompetitorPerformance}
        formatMessage={analyticsMessages.invalidStructure}
        empty={translate(analyticsMessages.noData)}
        isEmpty={({ data }) => data.length === 0}
      >
        {({ data, total }) => {
          // Shares of all who handled it: those past the listed ones (the call's limit) are the rest.
          const rest = restOf(
            total.totalVolume,
            data.map((row) => row.totalVolume),
          );
          const percents = largestRemainderPercents([...data.map((row) => row.totalVolume), rest]);
          const shares = new Map(data.map((row, index) => [row, format.percent(percents[index] ?? 0)]));
          return (
            <Grid>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <DashboardPanel title={t('consignees.competitors.donut')}>
                  <ShareDonut label={t('consignees.competitors.donut')} slices={slicesOf(data, rest)} />
                </DashboardPanel>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <DashboardPanel title={t('consignees.competitors.list')}>
                  <AnalyticsTable
                    columns={competitorColumns(t, (row) => shares.get(row) ?? '', format.percent(100))}
                    rows={data}
                    rowKey={(row) => `${row.name}:${row.own}`}
                    emptyText={translate(analyticsMessages.noData)}
                    totals={{ values: total, label: t('consignees.total') }}
                    onOpen={(row) => onOpen(row.name)}
                    canOpen={(row) => row.name !== ''}
                    badge={(row) => row.own && <OwnBadge />}
                    minWidth={560}
                  />
                </DashboardPanel>
              </Grid.Col>
            </Grid>
          );
        }}
      </QueryState>
    </Stack>
  );
}

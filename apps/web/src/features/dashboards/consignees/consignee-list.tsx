import { Button, Grid, Stack, Text } from '@mantine/core';
import { analyticsMessages } from '@portside/contracts/analytics';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { ShareDonut } from '../../../components/share-donut';
import { coloursByName, othersColour } from '../../../lib/chart-rules';
import { useMessage } from '../../../lib/messages';
import { donutSlices, restOf, sliceWithOthers } from '../../../lib/slices';
import { AnalyticsTable } from '../kit/analytics-table';
import { type ConsigneeRow, consigneeColumns, nameOrUnknown, type Totals } from '../kit/competitor-columns';
import { SearchBox } from '../kit/search-box';
import { useConsignees } from './api/get-consignees';
import type { useConsigneesView } from './use-consignees-view';

type View = ReturnType<typeof useConsigneesView>;

/**
 * The consignees of the period (spec 2.8): a donut of the largest by volume and the list sorted by the server, 20 rows
 * growing by 20, with its totals over every consignee; a consignee opens its competitors.
 */
export function ConsigneeList({ view }: { view: View }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack>
      <SearchBox label={t('consignees.search')} value={view.search} onSearch={view.setSearch} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ConsigneeDonut view={view} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ConsigneeTable view={view} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The largest 5 consignees of the search by volume and Others (the rest of the response's total). */
function ConsigneeDonut({ view }: { view: View }) {
  const { t } = useTranslation('dashboard');
  const translate = useMessage();
  const largest = useConsignees({ ...view.listQuery, limit: donutSlices - 1, sort: 'volume', order: 'desc' });
  const title = t('consignees.donut');
  const slicesOf = ({ items, total }: { items: ConsigneeRow[]; total: Totals }) => {
    const colourOf = coloursByName(items.map((row) => ({ name: row.consigneeKey })));
    return sliceWithOthers(
      items.map((row) => ({ name: row.consigneeKey, value: row.totalVolume })),
      donutSlices,
      restOf(
        total.totalVolume,
        items.map((row) => row.totalVolume),
      ),
    ).map((slice) => {
      const row = items.find((item) => item.consigneeKey === slice.name);
      const label = slice.others || !row ? t('competitors.others') : nameOrUnknown(t, row.consignee);
      return {
        key: slice.others ? 'others' : slice.name,
        label,
        value: slice.value,
        colour: slice.others ? othersColour : colourOf(slice.name),
      };
    });
  };
  return (
    <DashboardPanel title={title}>
      <QueryState
        query={largest}
        failed={analyticsMessages.failedConsignees}
        formatMessage={analyticsMessages.invalidStructure}
        empty={translate(analyticsMessages.noConsigneeTotals)}
        isEmpty={(answer) => slicesOf(answer).length === 0}
      >
        {(answer) => <ShareDonut label={title} slices={slicesOf(answer)} />}
      </QueryState>
    </DashboardPanel>
  );
}

function ConsigneeTable({ view }: { view: View }) {
  const { t } = useTranslation('dashboard');
  const translate = useMessage();
  const consignees = useConsignees(view.listQuery);
  return (
    <DashboardPanel title={t('consignees.list')}>
      <QueryState
        query={consignees}
        whileLoading="dim"
        failed={analyticsMessages.failedConsignees}
        formatMessage={analyticsMessages.invalidStructure}
      >
        {({ items, total }) => (
          <Stack gap="xs">
            <AnalyticsTable
              columns={consigneeColumns(t)}
              rows={items}
              rowKey={(row) => row.consigneeKey}
              emptyText={translate(analyticsMessages.noConsignees)}
              totals={{ values: total, label: t('consignees.total') }}
              onOpen={(row) => view.openConsignee(row.consigneeKey)}
              sort={{ ...view.sort, onToggle: view.toggleSort }}
              sortKeys={{ consignee: 'name', volume: 'volume', packages: 'packages' }}
              minWidth={520}
            />
            {items.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('consignees.shown', { shown: items.length, rows: total.rows })}
              </Text>
            )}
            {items.length < total.rows && (
              <Button variant="default" onClick={view.loadMore} loading={consignees.isFetching} w="fit-content">
                {t('consignees.loadMore')}
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
    </DashboardPanel>
  );
}

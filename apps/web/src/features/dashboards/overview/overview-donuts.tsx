import { reportMessages } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { ShareDonut } from '../../../components/share-donut';
import { categoryColours, coloursByName, othersColour } from '../../../lib/chart-rules';
import { donutSlices, sliceWithOthers } from '../../../lib/slices';
import { useDescriptionSummary } from './api/get-description-summary';
import { type Overview, overviewFormatMessage, useOverview } from './api/get-overview';

/** The year's descriptions of goods as a donut: the top 5 and Others (at most 6 slices). */
export function DescriptionsDonut({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const descriptions = useDescriptionSummary({ year });
  const title = t('overview.descriptions');
  const slicesOf = (answer: NonNullable<typeof descriptions.data>) => {
    const colourOf = coloursByName(answer.data.map((row) => ({ name: row.description })));
    return sliceWithOthers(
      answer.data.map((row) => ({ name: row.description, value: row.totalCbm })),
      donutSlices,
      answer.others.totalCbm,
    ).map((slice) => ({
      key: slice.others ? 'others' : `description:${slice.name}`,
      label: slice.others ? t('overview.others') : slice.name,
      value: slice.value,
      colour: slice.others ? othersColour : colourOf(slice.name),
    }));
  };
  return (
    <DashboardPanel title={title}>
      <QueryState
        query={descriptions}
        failed={reportMessages.failedMiniCharts}
        empty={t('messages.noDataAvailable')}
        isEmpty={(answer) => slicesOf(answer).length === 0}
      >
        {(answer) => <ShareDonut label={title} slices={slicesOf(answer)} />}
      </QueryState>
    </DashboardPanel>
  );
}

/** The year's CBM split between stevedoring and arrastre (the overview's answer, shared with the cards). */
export function CategorySplitDonut({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const overview = useOverview(year);
  const title = t('overview.split');
  const slicesOf = ({ categories }: Overview) =>
    categories
      .filter((category) => category.totalCbm > 0)
      .map((category) => ({
        key: category.name,
        label: t(`dashboards.categories.${category.name}`),
        value: category.totalCbm,
        colour: categoryColours[category.name],
      }));
  return (
    <DashboardPanel title={title}>
      <QueryState
        query={overview}
        failed={reportMessages.failedMiniCharts}
        formatMessage={overviewFormatMessage(overview.error)}
        empty={t('messages.noDataAvailable')}
        isEmpty={(categories) => slicesOf(categories).length === 0}
      >
        {(categories) => <ShareDonut label={title} slices={slicesOf(categories)} />}
      </QueryState>
    </DashboardPanel>
  );
}

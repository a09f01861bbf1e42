import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { compactCbm } from '../../../lib/chart-rules';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import { monthNames } from '../../../lib/months';
import type { OverviewCategory } from './api/get-overview';
import { partOfYearThrough, yearChange } from './overview-figures';

type OverviewCardsProps = {
  categories: OverviewCategory[];
  year: number;
  /** The last day of the year before that the comparison counts (YYYY-MM-DD). */
  comparedThrough: string;
};

/**
 * Spec 2.8's two top cards: each category's CBM of the year (compact) and its change against the year before, saying
 * through which day that year counts when not whole (this year is compared with the same days of the last); and spec
 * 9's trend change, between the last two months of the year with volume, naming them.
 */
export function OverviewCards({ categories, year, comparedThrough }: OverviewCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {categories.map((category) => (
        <CbmCard key={category.name} category={category} year={year} comparedThrough={comparedThrough} />
      ))}
    </SimpleGrid>
  );
}

function CbmCard({
  category,
  year,
  comparedThrough,
}: Omit<OverviewCardsProps, 'categories'> & { category: OverviewCategory }) {
  const { t, i18n } = useTranslation('dashboard');
  const { locale } = languageOf(i18n.resolvedLanguage);
  const format = useFormatNumber();
  const title = t('overview.cards.title', { category: t(`dashboards.categories.${category.name}`), year });
  const change = yearChange(category.totalCbm, category.previousYearCbm);
  const date = partOfYearThrough(comparedThrough, locale);
  const previous = { year: year - 1, cbm: compactCbm(category.previousYearCbm, locale), date };
  const through = date === null ? '' : 'Through';
  const signed = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const Icon = change !== null && change < 0 ? IconTrendingDown : IconTrendingUp;
  const names = monthNames(locale);
  const { monthChange } = category;
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={title}>
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <Text fw={700} fz={28} title={`${format.cbm(category.totalCbm)} ${t('revenue.columns.cbm')}`}>
        {compactCbm(category.totalCbm, locale)}
      </Text>
      {change === null ? (
        <Text size="sm" c="dimmed">
          {t(`overview.cards.noPrevious${through}`, previous)}
        </Text>
      ) : (
        <Group gap={4} c={change < 0 ? 'red.9' : change > 0 ? 'green.9' : 'dimmed'} wrap="nowrap">
          <Icon size={16} aria-hidden />
          <Text size="sm" fw={600} c="inherit">
            {t(`overview.cards.change${through}`, { ...previous, change: signed.format(change / 100) })}
          </Text>
        </Group>
      )}
      {monthChange === null ? (
        <Text size="sm" c="dimmed">
          {t('overview.cards.noMonthChange')}
        </Text>
      ) : (
        <Text size="sm" c={monthChange.percent < 0 ? 'red.9' : monthChange.percent > 0 ? 'green.9' : 'dimmed'}>
          {t('overview.cards.monthChange', {
            change: signed.format(monthChange.percent / 100),
            from: names[monthChange.from - 1],
            to: names[monthChange.to - 1],
          })}
        </Text>
      )}
    </Card>
  );
}

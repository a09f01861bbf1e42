import '@mantine/charts/styles.css';
import { Divider, Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TopAgents, TopConsignees } from './overview-contributors';
import { CategorySplitDonut, DescriptionsDonut } from './overview-donuts';
import { OverviewFilterSection } from './overview-filter-section';
import { OverviewSummary } from './overview-summary';
import { overviewYears, useOverviewYear } from './use-overview-year';

/**
 * Spec 2.8 overview dashboard (/dashboard): the chosen year's cards, lines, contributors, summary and donuts above;
 * below, the consignees of the revenue filter bar's period.
 */
export function OverviewPage() {
  const { t } = useTranslation('dashboard');
  const [year, setYear, thisYear] = useOverviewYear();
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('overview.title')}</Title>
        <Select
          label={t('overview.year')}
          w={120}
          allowDeselect={false}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
          data={overviewYears(thisYear).map(String)}
        />
      </Group>
      <OverviewSummary year={year} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TopConsignees year={year} />
        <TopAgents year={year} />
        <DescriptionsDonut year={year} />
        <CategorySplitDonut year={year} />
      </SimpleGrid>
      <Divider />
      <OverviewFilterSection year={year} />
    </Stack>
  );
}

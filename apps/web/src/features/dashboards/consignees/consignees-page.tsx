import { type DashboardCategory, dashboardCategories } from '@portside/contracts/reports';
import '@mantine/charts/styles.css';
import { Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardHeading } from '../kit/dashboard-heading';
import { DateRangeFields } from '../kit/date-range-fields';
import { ConsigneeCompetitors } from './consignee-competitors';
import { ConsigneeList } from './consignee-list';
import { ConsigneeOperatorBls } from './consignee-operator-bls';
import { useConsigneesView } from './use-consignees-view';

/**
 * Spec 2.8 consignees overview: every consignee of the port's cargo in the period; a consignee opens who handled its
 * cargo, a competitor its BLs; each level with Back, all in the URL.
 */
export function ConsigneesPage() {
  const { t } = useTranslation('dashboard');
  const view = useConsigneesView();
  return (
    <Stack>
      <DashboardHeading title={t('consignees.title')} />
      <Group align="flex-end" gap="sm">
        <DateRangeFields range={view.range} onChange={view.setRange} />
        <Select
          label={t('consignees.category')}
          w={150}
          allowDeselect={false}
          value={view.by}
          onChange={(value) => value && view.setBy(value as DashboardCategory)}
          data={dashboardCategories.map((category) => ({
            value: category,
            label: category === 'both' ? t('trend.both') : t(`dashboards.categories.${category}`),
          }))}
        />
      </Group>
      {view.consignee && view.operator ? (
        <ConsigneeOperatorBls
          consigneeKey={view.consignee}
          operator={view.operator}
          period={view.period}
          by={view.by}
          onBack={view.back}
        />
      ) : view.consignee ? (
        <ConsigneeCompetitors
          consigneeKey={view.consignee}
          period={view.period}
          by={view.by}
          onOpen={view.openOperator}
          backTo={view.backSearch}
        />
      ) : (
        <ConsigneeList view={view} />
      )}
    </Stack>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button';
import { DashboardHeading } from '../kit/dashboard-heading';
import { periodOfFile } from '../kit/report-export';
import { ReportFilterBar } from '../kit/report-filter-bar';
import type { AgentRow, ConsigneeRow } from '../kit/revenue-columns';
import { useReportFilters } from '../kit/use-report-filters';
import { YearlyChartModal } from '../kit/yearly-chart-modal';
import { AgentVesselsDialog } from './agent-vessels-dialog';
import { CategoryTable } from './category-table';
import { ConsigneeItemsDialog } from './consignee-items-dialog';
import { AgentTable, ConsigneeTable } from './drill-down-tables';
import { ExportRevenueMenu } from './export-revenue-menu';
import { TargetSummaryModal } from './target-summary-modal';
import { useRevenueView } from './use-revenue-view';

/**
 * Spec 2.8's revenue page: the filter bar (this year to next year unless chosen), the category table and its two
 * drill-downs (stevedoring by shipping agent, arrastre by consignee) with their dialogs, the Target Summary and
 * yearly chart modals, and the whole report's export.
 */
export function RevenuePage() {
  const { t } = useTranslation('dashboard');
  const { filters, setFilters, query } = useReportFilters({ yearsAhead: 1 });
  const { view, drill, backSearch } = useRevenueView();
  const [agent, setAgent] = useState<AgentRow | null>(null);
  const [consignee, setConsignee] = useState<ConsigneeRow | null>(null);
  const [modal, setModal] = useState<'targets' | 'yearly' | null>(null);
  const period = periodOfFile(filters);
  return (
    <Stack>
      <DashboardHeading title={t('revenue.title')} />
      <ReportFilterBar filters={filters} onChange={setFilters}>
        <Button variant="default" leftSection={<IconTarget size={16} />} onClick={() => setModal('targets')}>
          {t('revenue.targets.open')}
        </Button>
        <Button variant="default" leftSection={<IconChartBar size={16} />} onClick={() => setModal('yearly')}>
          {t('dashboards.yearly.open')}
        </Button>
        <ExportRevenueMenu filters={filters} />
      </ReportFilterBar>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="revenue-view">
        <Stack>
          <Group gap="sm">
            {view !== 'categories' && <BackButton to={backSearch}>{t('revenue.back')}</BackButton>}
            <Title order={3} id="revenue-view">
              {t(`revenue.views.${view}`)}
            </Title>
            <Text c="dimmed" size="sm">
              {filters.month ?? t('revenue.years', { fromYear: filters.fromYear, toYear: filters.toYear })}
            </Text>
          </Group>
          {view === 'categories' && <CategoryTable query={query} onDrill={drill} />}
          {view === 'stevedoring' && <AgentTable query={query} onOpen={setAgent} />}
          {view === 'arrastre' && <ConsigneeTable query={query} onOpen={setConsignee} />}
        </Stack>
      </Paper>
      <AgentVesselsDialog agent={agent} query={query} period={period} onClose={() => setAgent(null)} />
      <ConsigneeItemsDialog consignee={consignee} query={query} period={period} onClose={() => setConsignee(null)} />
      <TargetSummaryModal opened={modal === 'targets'} onClose={() => setModal(null)} query={query} />
      <YearlyChartModal
        opened={modal === 'yearly'}
        onClose={() => setModal(null)}
        fromYear={filters.fromYear}
        toYear={filters.toYear}
      />
    </Stack>
  );
}

import '@mantine/charts/styles.css';
import { Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardHeading } from '../kit/dashboard-heading';
import { usePaidArFilters } from '../kit/use-paid-ar-filters';
import { AgingSummary } from './aging-summary';
import { FinancialSummary } from './financial-summary';
import { ReceivableTable } from './receivable-table';

/** Spec 2.8 Paid and AR: the year's paid and receivable CBM, BL counts by half, the aging and the receivable table. */
export function PaidArPage() {
  const { t } = useTranslation('dashboard');
  const filters = usePaidArFilters();
  return (
    <Stack>
      <DashboardHeading title={t('paidAr.title')} />
      <Group justify="flex-end" align="flex-end">
        <Select
          label={t('paidAr.year')}
          w={110}
          allowDeselect={false}
          value={String(filters.year)}
          onChange={(value) => value && filters.setYear(Number(value))}
          data={filters.years.map(String)}
        />
      </Group>
      <FinancialSummary year={filters.year} />
      <AgingSummary year={filters.year} />
      <ReceivableTable
        year={filters.year}
        searches={filters.searches}
        onSearch={filters.setSearch}
        page={filters.page}
        onPage={filters.setPage}
      />
    </Stack>
  );
}

import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import 'dayjs/locale/ur';
import 'dayjs/locale/zh-cn';
import { Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
import { type DashboardCategory, dashboardCategories } from '@portside/contracts/reports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../../lib/languages';
import { useTerminalYear } from '../../../lib/time-zone';
import { type ReportFilters, reportYearOptions } from './use-report-filters';

type ReportFilterBarProps = {
  filters: ReportFilters;
  onChange: (changes: Partial<ReportFilters>) => void;
  /** The page's buttons (report generator, yearly chart, export ...), at the bar's end. */
  children?: ReactNode;
};

/**
 * Spec 2.8's revenue filter bar: category, month (YYYY-MM, which overrides the years while set), from-year and
 * to-year; the state is the caller's (useReportFilters keeps it in the URL).
 */
export function ReportFilterBar({ filters, onChange, children }: ReportFilterBarProps) {
  const { t, i18n } = useTranslation('dashboard');
  const years = reportYearOptions(useTerminalYear()).map(String);
  const yearsOff = filters.month !== null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('dashboards.filters.label')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select
            label={t('dashboards.filters.category')}
            data={dashboardCategories.map((category) => ({
              value: category,
              label: t(`dashboards.categories.${category}`),
            }))}
            value={filters.category}
            onChange={(value) => value && onChange({ category: value as DashboardCategory })}
            allowDeselect={false}
          />
          <DatesProvider settings={{ locale: languageOf(i18n.resolvedLanguage).locale.toLowerCase() }}>
            <MonthPickerInput
              label={t('dashboards.filters.month')}
              placeholder={t('dashboards.filters.anyMonth')}
              valueFormat="YYYY-MM"
              value={filters.month ? `${filters.month}-01` : null}
              onChange={(value) => onChange({ month: value ? value.slice(0, 7) : null })}
              clearable
              clearButtonProps={{ 'aria-label': t('dashboards.filters.clearMonth') }}
              nextLabel={t('dashboards.filters.nextYear')}
              previousLabel={t('dashboards.filters.previousYear')}
            />
          </DatesProvider>
          <Select
            label={t('dashboards.filters.fromYear')}
            data={years}
            value={String(filters.fromYear)}
            onChange={(value) => value && onChange({ fromYear: Number(value) })}
            allowDeselect={false}
            disabled={yearsOff}
            description={yearsOff ? t('dashboards.filters.monthOverrides') : undefined}
          />
          <Select
            label={t('dashboards.filters.toYear')}
            data={years}
            value={String(filters.toYear)}
            onChange={(value) => value && onChange({ toYear: Number(value) })}
            allowDeselect={false}
            disabled={yearsOff}
            description={yearsOff ? t('dashboards.filters.monthOverrides') : undefined}
          />
        </SimpleGrid>
        {children && (
          <Group gap="sm" justify="flex-end">
            {children}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

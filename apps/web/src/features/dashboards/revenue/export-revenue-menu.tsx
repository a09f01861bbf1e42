import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { reportMessages } from '@portside/contracts/reports';
import { IconChevronDown, IconFileDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportErrorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { agentSummaryOptions } from '../api/get-agent-summary';
import { consigneeSummaryOptions } from '../api/get-consignee-summary';
import { inCategoryOrder } from '../kit/category-order';
import { type ReportSheet, reportSheet } from '../kit/report-columns';
import { periodOfFile, saveCsv, saveXlsx } from '../kit/report-export';
import { agentColumns, categoryColumns, consigneeColumns } from '../kit/revenue-columns';
import { type ReportFilters, reportQueryOf } from '../kit/use-report-filters';
import { categorySummaryOptions } from './api/get-category-summary';
import { drillDownQuery } from './drill-down-tables';

type Format = 'csv' | 'xlsx';

/**
 * Spec 2.8's Export Revenue Report: the whole report for the filter (the category table, and the shipping-agent and
 * consignee tables of the categories the filter covers) as one CSV in sections or one workbook of a sheet per table
 * (docs/domain.md). A table the page has shown is saved as shown (its cached answer), the others are asked for.
 */
export function ExportRevenueMenu({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation('dashboard');
  const translate = useMessage();
  const queryClient = useQueryClient();
  const exportReport = useMutation({
    mutationFn: async (format: Format) => {
      const query = reportQueryOf(filters);
      const total = t('revenue.total');
      const sheets: Promise<ReportSheet>[] = [
        queryClient
          .ensureQueryData(categorySummaryOptions(query))
          .then(({ data, summary }) =>
            reportSheet(
              t('revenue.views.categories'),
              categoryColumns(t),
              inCategoryOrder(data),
              summary,
              t('revenue.grandTotal'),
            ),
          ),
      ];
      if (filters.category !== 'arrastre') {
        sheets.push(
          queryClient
            .ensureQueryData(agentSummaryOptions(drillDownQuery(query, 'stevedoring')))
            .then(({ data, summary }) =>
              reportSheet(t('revenue.views.stevedoring'), agentColumns(t), data, summary, total),
            ),
        );
      }
      if (filters.category !== 'stevedoring') {
        sheets.push(
          queryClient
            .ensureQueryData(consigneeSummaryOptions(drillDownQuery(query, 'arrastre')))
            .then(({ data, summary }) =>
              reportSheet(t('revenue.views.arrastre'), consigneeColumns(t), data, summary, total),
            ),
        );
      }
      const tables = await Promise.all(sheets);
      const fileName = `revenue-report-${periodOfFile(filters)}.${format}`;
      await (format === 'csv' ? saveCsv : saveXlsx)(tables, fileName);
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: translate(reportErrorMessage(error, reportMessages.failedTargets)) }),
  });
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          leftSection={<IconFileDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={exportReport.isPending}
        >
          {t('revenue.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => exportReport.mutate('csv')}>{t('revenue.export.csv')}</Menu.Item>
        <Menu.Item onClick={() => exportReport.mutate('xlsx')}>{t('revenue.export.xlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { analyticsMessages, receivableExportMax, receivablePageSize } from '@portside/contracts/analytics';
import { IconFileDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPanel } from '../../../components/dashboard-panel';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { ReportResult } from '../../../components/report-result';
import { reportErrorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { useFormatMoney } from '../../../lib/money';
import { useTimeZone } from '../../../lib/time-zone';
import { AnalyticsTable } from '../kit/analytics-table';
import { reportSheet } from '../kit/report-columns';
import { saveCsv } from '../kit/report-export';
import { SearchBox } from '../kit/search-box';
import { type ReceivableSearch, type ReceivableSearches, receivableSearches } from '../kit/use-paid-ar-filters';
import { getReceivable, useReceivable } from './api/get-receivable';
import { receivableColumns } from './paid-ar-columns';

type ReceivableTableProps = {
  year: number;
  searches: ReceivableSearches;
  onSearch: (name: ReceivableSearch, value: string) => void;
  page: number;
  onPage: (page: number, replace?: boolean) => void;
};

const searchLabels = {
  vessel: 'paidAr.receivable.searchVessel',
  bl: 'paidAr.receivable.searchBl',
  consignee: 'paidAr.receivable.searchConsignee',
} as const;

/**
 * Spec 2.8's Accounts Receivable table: the year's unpaid invoices, 15 a page from the server, oldest billing first,
 * with its three searches; the CSV holds every row of the searches (one call of up to 10,000 rows).
 */
export function ReceivableTable({ year, searches, onSearch, page, onPage }: ReceivableTableProps) {
  const { t } = useTranslation('dashboard');
  const translate = useMessage();
  const timeZone = useTimeZone();
  const formatMoney = useFormatMoney();
  const columns = receivableColumns(t, timeZone);
  const receivable = useReceivable({ year, ...searches, page, pageSize: receivablePageSize });
  const pages = Math.max(1, Math.ceil((receivable.data?.total ?? 0) / receivablePageSize));
  // A link past the last page (the rows were paid meanwhile) shows the last one.
  useEffect(() => {
    if (receivable.data && !receivable.isPlaceholderData && page > pages) onPage(pages, true);
  }, [receivable.data, receivable.isPlaceholderData, page, pages, onPage]);
  const exportCsv = useMutation({
    mutationFn: async () => {
      const { items, summary, total } = await getReceivable({
        year,
        ...searches,
        page: 1,
        pageSize: receivableExportMax,
      });
      const title = t('paidAr.receivable.title');
      // The totals count every invoice, also past the 10,000 a file holds, and say how many they count.
      const label = t('paidAr.receivable.totalOfAll', { count: total });
      saveCsv([reportSheet(title, columns, items, summary, label)], `paid-ar-receivable-${year}.csv`);
    },
  });
  return (
    <DashboardPanel title={t('paidAr.receivable.title')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: '1 1 36rem' }}>
          {receivableSearches.map((name) => (
            <SearchBox
              key={name}
              label={t(searchLabels[name])}
              value={searches[name]}
              onSearch={(value) => onSearch(name, value)}
              w="100%"
            />
          ))}
        </SimpleGrid>
        <Button
          variant="default"
          leftSection={<IconFileDownload size={16} />}
          onClick={() => exportCsv.mutate()}
          loading={exportCsv.isPending}
          disabled={!receivable.data || receivable.data.total === 0}
        >
          {t('revenue.exportCsv')}
        </Button>
      </Group>
      <FormErrorBanner
        message={exportCsv.isError ? reportErrorMessage(exportCsv.error, analyticsMessages.failedReceivable) : null}
      />
      <ReportResult
        result={receivable}
        failed={analyticsMessages.failedReceivable}
        formatMessage={analyticsMessages.invalidStructure}
      >
        {({ items, total, summary }) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('paidAr.receivable.countDue', { count: total, amount: formatMoney(summary.amountDue) })}
            </Text>
            <AnalyticsTable
              columns={columns}
              rows={items}
              rowKey={(row) => row.invoiceNumber}
              emptyText={translate(analyticsMessages.noRecords)}
              loading={receivable.isPlaceholderData}
              cardLabel={(row) => row.blNo}
              totals={{ values: summary, label: t('paidAr.receivable.totalOfAll', { count: total }) }}
              minWidth={1700}
            />
            <PageOf page={Math.min(page, pages)} pages={pages} onPage={onPage} />
          </Stack>
        )}
      </ReportResult>
    </DashboardPanel>
  );
}

/** Spec 2.8: Previous, "Page X of Y", Next. */
function PageOf({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { t: tDashboard } = useTranslation('dashboard');
  return (
    <Group justify="center" gap="sm" component="nav" aria-label={t('common.pagination')}>
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {tDashboard('paidAr.receivable.pageOf', { page, pages })}
      </Text>
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </Group>
  );
}

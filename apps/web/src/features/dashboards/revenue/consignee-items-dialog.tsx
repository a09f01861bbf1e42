import { Button, Group, Stack, Text } from '@mantine/core';
import { exportRowsMax, type ReportPeriodQuery, reportMessages } from '@portside/contracts/reports';
import { IconFileDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { ReportResult } from '../../../components/report-result';
import { reportErrorMessage } from '../../../lib/api-error';
import { AnalyticsTable } from '../kit/analytics-table';
import { reportSheet } from '../kit/report-columns';
import { namePart, saveCsv } from '../kit/report-export';
import { type ConsigneeRow, consigneeItemColumns, consigneeName } from '../kit/revenue-columns';
import { getConsigneeItems, useConsigneeItems } from './api/get-consignee-items';
import { DialogPages } from './dialog-pages';
import { ReportDialog } from './report-dialog';
import { useDialogPageSize } from './use-dialog-page-size';

type ConsigneeItemsDialogProps = {
  consignee: ConsigneeRow | null;
  query: ReportPeriodQuery;
  /** The period as file names write it. */
  period: string;
  onClose: () => void;
};

/** A consignee's BLs in the period (spec 2.8), paged by the server; the CSV asks for all of them at once. */
export function ConsigneeItemsDialog({ consignee, query, period, onClose }: ConsigneeItemsDialogProps) {
  const { t } = useTranslation('dashboard');
  const name = consignee ? consigneeName(t, consignee.consignee) : '';
  return (
    <ReportDialog
      opened={consignee !== null}
      onClose={onClose}
      title={t('revenue.consigneeItems.title', { consignee: name })}
    >
      {consignee && (
        <ConsigneeItems key={consignee.consigneeKey} consignee={consignee} name={name} query={query} period={period} />
      )}
    </ReportDialog>
  );
}

type ConsigneeItemsProps = { consignee: ConsigneeRow; name: string; query: ReportPeriodQuery; period: string };

function ConsigneeItems({ consignee, name, query, period }: ConsigneeItemsProps) {
  const { t } = useTranslation('dashboard');
  const { pageSize, options, setPageSize } = useDialogPageSize();
  const [page, setPage] = useState(1);
  const items = useConsigneeItems(consignee.consigneeKey, query, { limit: pageSize, offset: (page - 1) * pageSize });
  const columns = consigneeItemColumns(t);
  const exportCsv = useMutation({
    mutationFn: async () => {
      const { data, summary } = await getConsigneeItems(consignee.consigneeKey, query, {
        limit: exportRowsMax,
        offset: 0,
      });
      saveCsv(
        [reportSheet(t('revenue.consigneeItems.sheet'), columns, data, summary, t('revenue.consigneeItems.total'))],
        `consignee-${namePart(name)}-${period}.csv`,
      );
    },
  });
  return (
    <ReportResult result={items} failed={reportMessages.failedConsigneeItems} retryLabel={t('messages.tryAgain')}>
      {({ data: rows, total, summary }) => (
        <Stack>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('revenue.consigneeItems.count', { count: total })}
            </Text>
            <Button
              variant="default"
              leftSection={<IconFileDownload size={16} />}
              onClick={() => exportCsv.mutate()}
              loading={exportCsv.isPending}
              disabled={total === 0}
            >
              {t('revenue.exportCsv')}
            </Button>
          </Group>
          <FormErrorBanner
            message={
              exportCsv.isError ? reportErrorMessage(exportCsv.error, reportMessages.failedFetchConsigneeItems) : null
            }
          />
          <AnalyticsTable
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            emptyText={t('messages.noResults')}
            totals={{ values: summary, label: t('revenue.consigneeItems.total') }}
            loading={items.isPlaceholderData}
            minWidth={900}
          />
          <DialogPages
            page={page}
            pages={Math.max(1, Math.ceil(total / pageSize))}
            onPage={setPage}
            pageSize={pageSize}
            pageSizes={options}
            onPageSize={setPageSize}
          />
        </Stack>
      )}
    </ReportResult>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { type ReportPeriodQuery, reportMessages } from '@portside/contracts/reports';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportResult } from '../../../components/report-result';
import { AnalyticsTable } from '../kit/analytics-table';
import { LargestListed } from '../kit/largest-listed';
import { reportSheet } from '../kit/report-columns';
import { namePart, saveCsv } from '../kit/report-export';
import { type AgentRow, agentVesselColumns } from '../kit/revenue-columns';
import { useAgentVessels } from './api/get-agent-vessels';
import { DialogPages } from './dialog-pages';
import { ReportDialog } from './report-dialog';
import { useDialogPageSize } from './use-dialog-page-size';

type AgentVesselsDialogProps = {
  agent: AgentRow | null;
  query: ReportPeriodQuery;
  /** The period as file names write it. */
  period: string;
  onClose: () => void;
};

/** A shipping agent's vessel calls in the period (spec 2.8), paged here, exported whole as CSV. */
export function AgentVesselsDialog({ agent, query, period, onClose }: AgentVesselsDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <ReportDialog
      opened={agent !== null}
      onClose={onClose}
      title={t('revenue.agentVessels.title', { agent: agent?.shippingAgent })}
    >
      {agent && <AgentVessels key={agent.agentId} agent={agent} query={query} period={period} />}
    </ReportDialog>
  );
}

function AgentVessels({ agent, query, period }: { agent: AgentRow; query: ReportPeriodQuery; period: string }) {
  const { t } = useTranslation('dashboard');
  const { pageSize, options, setPageSize } = useDialogPageSize();
  const [page, setPage] = useState(1);
  const vessels = useAgentVessels(agent.agentId, query);
  const columns = agentVesselColumns(t);
  return (
    <ReportResult
      result={vessels}
      failed={reportMessages.failedAgentVessels}
      formatMessage={reportMessages.missingVessels}
      retryLabel={t('messages.tryAgain')}
    >
      {({ vessels: rows, rows: listed, summary }) => {
        const pages = Math.max(1, Math.ceil(rows.length / pageSize));
        const exportCsv = () =>
          saveCsv(
            [reportSheet(t('revenue.agentVessels.sheet'), columns, rows, summary, t('revenue.total'))],
            `shipping-agent-${namePart(agent.shippingAgent)}-${period}.csv`,
          );
        return (
          <Stack>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('revenue.agentVessels.count', { count: listed })}
              </Text>
              <Button
                variant="default"
                leftSection={<IconFileDownload size={16} />}
                onClick={exportCsv}
                disabled={rows.length === 0}
              >
                {t('revenue.exportCsv')}
              </Button>
            </Group>
            <AnalyticsTable
              columns={columns}
              rows={rows.slice((page - 1) * pageSize, page * pageSize)}
              rowKey={(row) => row.workOrderId}
              emptyText={t('messages.noResults')}
              totals={{ values: summary, label: t('revenue.total') }}
              minWidth={720}
            />
            <LargestListed shown={rows.length} rows={listed} />
            <DialogPages
              page={Math.min(page, pages)}
              pages={pages}
              onPage={setPage}
              pageSize={pageSize}
              pageSizes={options}
              onPageSize={setPageSize}
            />
          </Stack>
        );
      }}
    </ReportResult>
  );
}

import { Stack } from '@mantine/core';
import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { type ReportPeriodQuery, reportMessages } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import { ReportResult } from '../../../components/report-result';
import { useAgentSummary } from '../api/get-agent-summary';
import { useConsigneeSummary } from '../api/get-consignee-summary';
import { AnalyticsTable } from '../kit/analytics-table';
import { LargestListed } from '../kit/largest-listed';
import { type AgentRow, agentColumns, type ConsigneeRow, consigneeColumns } from '../kit/revenue-columns';

/** The stevedoring drill-down asks for stevedoring, the arrastre one for arrastre (docs/domain.md "Dashboards"). */
export const drillDownQuery = (query: ReportPeriodQuery, category: CargoHandlerType) => ({ ...query, category });

/** Stevedoring's drill-down: volume and net by shipping agent, largest first; an agent opens its vessels. */
export function AgentTable({ query, onOpen }: { query: ReportPeriodQuery; onOpen: (agent: AgentRow) => void }) {
  const { t } = useTranslation('dashboard');
  const agents = useAgentSummary(drillDownQuery(query, 'stevedoring'));
  return (
    <ReportResult result={agents} failed={reportMessages.failedTargets}>
      {({ data, rows, summary }) => (
        <Stack gap="xs">
          <AnalyticsTable
            columns={agentColumns(t)}
            rows={data}
            rowKey={(row) => row.agentId}
            emptyText={t('revenue.noAgents')}
            totals={{ values: summary, label: t('revenue.total') }}
            onOpen={onOpen}
            loading={agents.isPlaceholderData}
            minWidth={720}
          />
          <LargestListed shown={data.length} rows={rows} />
        </Stack>
      )}
    </ReportResult>
  );
}

/** Arrastre's drill-down: volume and net by consignee, largest first; a consignee opens its BLs. */
export function ConsigneeTable({
  query,
  onOpen,
}: {
  query: ReportPeriodQuery;
  onOpen: (consignee: ConsigneeRow) => void;
}) {
  const { t } = useTranslation('dashboard');
  const consignees = useConsigneeSummary(drillDownQuery(query, 'arrastre'));
  return (
    <ReportResult result={consignees} failed={reportMessages.failedArrastre}>
      {({ data, rows, summary }) => (
        <Stack gap="xs">
          <AnalyticsTable
            columns={consigneeColumns(t)}
            rows={data}
            rowKey={(row) => row.consigneeKey}
            emptyText={t('revenue.noConsignees')}
            totals={{ values: summary, label: t('revenue.total') }}
            onOpen={onOpen}
            loading={consignees.isPlaceholderData}
            minWidth={640}
          />
          <LargestListed shown={data.length} rows={rows} />
        </Stack>
      )}
    </ReportResult>
  );
}

import { reportMessages } from '@portside/contracts/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { categoryColours } from '../../../lib/chart-rules';
import { useAgentSummary } from '../api/get-agent-summary';
import { useConsigneeSummary } from '../api/get-consignee-summary';
import { type Contributor, ContributorBars } from '../kit/contributor-bars';
import { consigneeName } from '../kit/revenue-columns';
import { topByCbm } from './top-by-cbm';

type ContributorPanelProps<Row extends { totalCbm: number }> = {
  title: string;
  query: UseQueryResult<{ data: Row[] }>;
  colour: string;
  contributor: (row: Row) => Contributor;
};

/** The year's top 5 of a summary, as bars. */
function ContributorPanel<Row extends { totalCbm: number }>({
  title,
  query,
  colour,
  contributor,
}: ContributorPanelProps<Row>) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardPanel title={title}>
      <QueryState
        query={query}
        failed={reportMessages.failedContributors}
        empty={t('overview.noContributors')}
        isEmpty={(answer) => topByCbm(answer.data).length === 0}
      >
        {(answer) => <ContributorBars label={title} colour={colour} rows={topByCbm(answer.data).map(contributor)} />}
      </QueryState>
    </DashboardPanel>
  );
}

/** The year's top 5 consignees of arrastre. */
export function TopConsignees({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <ContributorPanel
      title={t('overview.topConsignees')}
      query={useConsigneeSummary({ year, category: 'arrastre' })}
      colour={categoryColours.arrastre}
      contributor={(row) => ({ key: row.consigneeKey, name: consigneeName(t, row.consignee), cbm: row.totalCbm })}
    />
  );
}

/** The year's top 5 shipping agents of stevedoring. */
export function TopAgents({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <ContributorPanel
      title={t('overview.topAgents')}
      query={useAgentSummary({ year, category: 'stevedoring' })}
      colour={categoryColours.stevedoring}
      contributor={(row) => ({ key: String(row.agentId), name: row.shippingAgent, cbm: row.totalCbm })}
    />
  );
}

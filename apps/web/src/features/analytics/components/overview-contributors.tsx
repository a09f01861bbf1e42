import { reportMessages } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import { topByCbm, useAgentSummary, useConsigneeSummary } from '../api/overview-reports';
import { categoryColours } from '../lib/chart-rules';
import { consigneeName } from '../lib/revenue-columns';
import { ContributorBars } from './contributor-bars';
import { DashboardPanel, QueryState } from './dashboard-panel';

/** The year's top 5 consignees of arrastre, as bars. */
export function TopConsignees({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const consignees = useConsigneeSummary({ year, category: 'arrastre' });
  const title = t('overview.topConsignees');
  return (
    <DashboardPanel title={title}>
      <QueryState
        query={consignees}
        failed={reportMessages.failedContributors}
        empty={t('overview.noContributors')}
        isEmpty={(answer) => topByCbm(answer.data).length === 0}
      >
        {(answer) => (
          <ContributorBars
            label={title}
            colour={categoryColours.arrastre}
            rows={topByCbm(answer.data).map((row) => ({
              key: row.consigneeKey,
              name: consigneeName(t, row.consignee),
              cbm: row.totalCbm,
            }))}
          />
        )}
      </QueryState>
    </DashboardPanel>
  );
}

/** The year's top 5 shipping agents of stevedoring, as bars. */
export function TopAgents({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const agents = useAgentSummary({ year, category: 'stevedoring' });
  const title = t('overview.topAgents');
  return (
    <DashboardPanel title={title}>
      <QueryState
        query={agents}
        failed={reportMessages.failedContributors}
        empty={t('overview.noContributors')}
        isEmpty={(answer) => topByCbm(answer.data).length === 0}
      >
        {(answer) => (
          <ContributorBars
            label={title}
            colour={categoryColours.stevedoring}
            rows={topByCbm(answer.data).map((row) => ({
              key: String(row.agentId),
              name: row.shippingAgent,
              cbm: row.totalCbm,
            }))}
          />
        )}
      </QueryState>
    </DashboardPanel>
  );
}

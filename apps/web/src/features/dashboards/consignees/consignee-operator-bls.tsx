import { analyticsMessages } from '@portside/contracts/analytics';
import type { DashboardCategory } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/dashboard-panel';
import { useMessage } from '../../../lib/messages';
import { OperatorBls } from '../competitors/operator-bls';
import { nameOrUnknown } from '../kit/competitor-columns';
import { useConsigneeCompetitors } from './api/get-consignee-competitors';

type ConsigneeOperatorBlsProps = {
  consigneeKey: string;
  operator: string;
  period: { start: string; end: string };
  by: DashboardCategory;
  onBack: () => void;
};

/**
 * A competitor's BLs for the consignee (the competitor dashboard's BL level): its totals are the competitor's row of
 * the level above, read from that level's answer (already at hand, or asked again after a reload).
 */
export function ConsigneeOperatorBls({ consigneeKey, operator, period, by, onBack }: ConsigneeOperatorBlsProps) {
  const { t } = useTranslation('dashboard');
  const translate = useMessage();
  const competitors = useConsigneeCompetitors(consigneeKey, { ...period, by });
  const rowOf = (answer: NonNullable<typeof competitors.data>) => answer.data.find((row) => row.name === operator);
  return (
    <QueryState
      query={competitors}
      failed={analyticsMessages.failedCompetitorPerformance}
      formatMessage={analyticsMessages.invalidStructure}
      empty={translate(analyticsMessages.noData)}
      isEmpty={(answer) => !rowOf(answer)}
    >
      {(answer) => {
        const row = rowOf(answer);
        return (
          row && (
            <OperatorBls
              operator={operator}
              party={{ kind: 'consignee', key: consigneeKey, name: nameOrUnknown(t, answer.consignee) }}
              range={{ ...period, by }}
              totals={row}
              onBack={onBack}
            />
          )
        );
      }}
    </QueryState>
  );
}

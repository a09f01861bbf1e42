import '@mantine/charts/styles.css';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../../lib/languages';
import { DashboardHeading } from '../kit/dashboard-heading';
import { requestRange, useDayRange } from '../kit/day-range';
import type { AnalyticsRange } from './api/operator-paths';
import { CompetitorControls } from './competitor-controls';
import { MonthlyPerformance } from './monthly-performance';
import { OperatorBls } from './operator-bls';
import { OperatorParties } from './operator-parties';
import { OperatorTotals } from './operator-totals';
import { TopOperators } from './top-operators';
import { useCompetitorDrill } from './use-competitor-drill';
import { monthsRange, useCompetitorFilters } from './use-competitor-filters';

/**
 * Spec 2.8's competitor dashboard: the controls, the monthly performance of every operator, the top operators and
 * (for one category) the totals panel; an operator drills down to its consignees (stevedoring: shipping agents), one
 * of those to its BLs. Everything is in the URL but the BL page (docs/domain.md "Dashboards II").
 */
export function CompetitorsPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { filters, setFilters } = useCompetitorFilters();
  const { range: days, setRange: setDays } = useDayRange();
  const drill = useCompetitorDrill();
  const { category } = filters;
  const monthYear = new Intl.DateTimeFormat(languageOf(i18n.resolvedLanguage).locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const monthOf = (month: number) => monthYear.format(Date.UTC(filters.year, month - 1, 15));
  const months: AnalyticsRange = { ...monthsRange(filters), by: category };
  const drillRange: AnalyticsRange =
    drill.viaTotals && category !== 'both' ? { ...requestRange(days), by: category } : months;
  const kind = category === 'stevedoring' ? 'agent' : 'consignee';
  return (
    <Stack>
      <DashboardHeading title={t('competitors.title')} />
      <CompetitorControls filters={filters} onChange={setFilters} />
      {drill.operator !== null ? (
        drill.party ? (
          <OperatorBls
            operator={drill.operator}
            party={{ kind, key: drill.party.key, name: drill.party.name }}
            range={drillRange}
            totals={drill.party.totals}
            onBack={drill.backToParties}
          />
        ) : (
          <OperatorParties
            key={JSON.stringify([drill.operator, kind, drillRange])}
            operator={drill.operator}
            kind={kind}
            range={drillRange}
            onOpen={drill.openParty}
            onBack={drill.backToOperators}
          />
        )
      ) : (
        <>
          <MonthlyPerformance filters={filters} />
          <SimpleGrid cols={{ base: 1, lg: category === 'both' ? 1 : 2 }} spacing="md">
            <TopOperators
              range={months}
              period={t('competitors.controls.monthsShown', {
                from: monthOf(filters.fromMonth),
                to: monthOf(filters.toMonth),
              })}
              onOpen={(operator) => drill.openOperator(operator, false)}
            />
            {category !== 'both' && (
              <OperatorTotals
                category={category}
                range={days}
                onRange={setDays}
                onOpen={(operator) => drill.openOperator(operator, true)}
              />
            )}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

import '@mantine/charts/styles.css';
import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { type ClientProfile, clientPortalMessages } from '@portside/contracts/client-portal';
import { useTranslation } from 'react-i18next';
import { ReportResult } from '../../../components/report-result';
import { useMessage } from '../../../lib/messages';
import { useClientProfile } from './api/get-client-profile';
import { CargoVolumePanel } from './cargo-volume-panel';
import { CbmStatusPanel } from './cbm-status-panel';
import { ClientItems } from './client-items';
import { PaymentHalves } from './payment-halves';
import { SummaryItems } from './summary-items';
import { useDashboardYears } from './use-dashboard-years';
import { WelcomeBanner } from './welcome-banner';
import { YearComparisonPanel } from './year-comparison-panel';

/**
 * Spec 2.9's client dashboard (Client Access): the company's own cargo only (the server reads the signed-in user's
 * company). A user not linked to a company yet sees the sentence that says so, nothing else.
 */
export function ClientDashboardPage() {
  const { t } = useTranslation();
  const { t: tClient } = useTranslation('client');
  const translate = useMessage();
  const profile = useClientProfile();
  return (
    <Stack>
      <Title order={2}>{t('screens.clientDashboard')}</Title>
      <ReportResult result={profile} failed={tClient('failures.profile')}>
        {(answer) =>
          answer.company ? (
            <ClientDashboard profile={answer} company={answer.company.name} />
          ) : (
            <Alert color="blue">{translate(clientPortalMessages.noCompany)}</Alert>
          )
        }
      </ReportResult>
    </Stack>
  );
}

function ClientDashboard({ profile, company }: { profile: ClientProfile; company: string }) {
  const years = useDashboardYears(profile.currentYear);
  return (
    <Stack>
      <WelcomeBanner profile={profile} company={company} />
      <SummaryItems year={profile.currentYear} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <CargoVolumePanel years={years} />
        <CbmStatusPanel years={years} />
      </SimpleGrid>
      <PaymentHalves year={years.yearOf('statusYear')} />
      <YearComparisonPanel years={years} />
      <ClientItems />
    </Stack>
  );
}

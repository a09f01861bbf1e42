import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ManifestHeader } from '@portside/contracts/manifests';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date';
import { manifestMismatch } from '../model/manifest';

type Vessel = { name: string; voyageNumber: string; shippingAgent: string };
type VesselHeaderProps = {
  vessel: Vessel | null;
  /** What the uploaded manifest printed above its table (the Work Order page only). */
  printed?: ManifestHeader;
  /** The arrival date field of the page. */
  arrivalDate: ReactNode;
};

function Figure({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={600} m={0}>
        {value || t('common.notAvailable')}
      </Text>
    </div>
  );
}

/** The vessel block: the chosen vessel, what the manifest printed (with a notice when they differ), arrival date. */
export function VesselHeader({ vessel, printed, arrivalDate }: VesselHeaderProps) {
  const { t } = useTranslation('commercial');
  const formatDate = useFormatDate();
  const mismatch = vessel && printed ? manifestMismatch(vessel, printed) : null;

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>{t('workOrder.header.title')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
          <Figure label={t('workOrder.header.vessel')} value={vessel?.name ?? ''} />
          <Figure label={t('workOrder.header.voyage')} value={vessel?.voyageNumber ?? ''} />
          <Figure label={t('workOrder.header.shippingAgent')} value={vessel?.shippingAgent ?? ''} />
        </SimpleGrid>
        {printed && (
          <>
            <Text size="sm" fw={600}>
              {t('workOrder.header.printed')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
              <Figure label={t('workOrder.header.printedVessel')} value={printed.vesselName ?? ''} />
              <Figure label={t('workOrder.header.printedVoyage')} value={printed.voyageNumber ?? ''} />
              <Figure
                label={t('workOrder.header.printedArrival')}
                value={printed.arrivalDate ? formatDate(printed.arrivalDate) : ''}
              />
            </SimpleGrid>
          </>
        )}
        {vessel && printed && mismatch && (mismatch.vessel || mismatch.voyage) && (
          <Alert
            color="orange"
            role="status"
            icon={<IconAlertTriangle size={18} />}
            title={t('workOrder.header.mismatchTitle')}
          >
            {mismatch.vessel && (
              <Text size="sm">
                {t('workOrder.header.vesselMismatch', { printed: printed.vesselName, chosen: vessel.name })}
              </Text>
            )}
            {mismatch.voyage && (
              <Text size="sm">
                {t('workOrder.header.voyageMismatch', { printed: printed.voyageNumber, chosen: vessel.voyageNumber })}
              </Text>
            )}
          </Alert>
        )}
        {arrivalDate}
      </Stack>
    </Paper>
  );
}

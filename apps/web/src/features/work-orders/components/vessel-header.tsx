import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ManifestHeader } from '@portside/contracts/manifests';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormatDate } from '../../../lib/format-date';

type Vessel = { name: string; voyageNumber: string; shippingAgent: string };
type VesselHeaderProps = {
  vessel: Vessel | null;
  /** What the uploaded manifest printed above its table (the Work Order page only). */
  printed?: ManifestHeader;
  /** What in the manifest does not fit the vessel (ManifestWarnings). */
  warnings?: ReactNode;
  /** The page's fields of the visit: its arrival date and cargo class. */
  fields: ReactNode;
};

function Figure({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return <LabelledValue label={label}>{value || t('common.notAvailable')}</LabelledValue>;
}

/** The vessel block: the chosen vessel, what the manifest printed (with its warnings), arrival date, cargo class. */
export function VesselHeader({ vessel, printed, warnings, fields }: VesselHeaderProps) {
  const { t } = useTranslation('commercial');
  const formatDate = useFormatDate();

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
              {printed.portOfLoading && (
                <Figure label={t('workOrder.header.printedPortOfLoading')} value={printed.portOfLoading} />
              )}
              {printed.portOfDischarge && (
                <Figure label={t('workOrder.header.printedPortOfDischarge')} value={printed.portOfDischarge} />
              )}
            </SimpleGrid>
          </>
        )}
        {warnings}
        <Group align="flex-end" gap="lg">
          {fields}
        </Group>
      </Stack>
    </Paper>
  );
}

import { Group, Stack, Text, Title } from '@mantine/core';
import type { GatePass } from '@portside/contracts/tracking';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import '../../../components/printed-documents/printed-document.css';

/** The gate pass a truck's driver carries out: the BL, what this truck took, what remains, the truck and the slip. */
export function PrintedGatePass({ pass }: { pass: GatePass }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const format = useFormatNumber();
  const rows: [string, string][] = [
    [t('gatePass.bl'), pass.blNo],
    [t('gatePass.vessel'), `${pass.vesselName} ${pass.voyageNo}`],
    [t('gatePass.consignee'), pass.consignee],
    [t('gatePass.description'), pass.description],
    [t('gatePass.packages'), format.count(pass.packages)],
    [t('gatePass.total'), format.count(pass.totalPackages)],
    [t('gatePass.remainingAfter'), format.count(pass.remainingAfter)],
    [t('gatePass.plate'), pass.plateNumber || '—'],
    [t('gatePass.driver'), pass.driverName || '—'],
    [t('gatePass.slip'), pass.slipNumber || '—'],
    [t('gatePass.releasedAt'), formatDateTime(pass.releasedAt)],
    [t('gatePass.releasedBy'), pass.releasedBy ?? '—'],
    ...(pass.holdReason ? [[t('gatePass.holdReason'), pass.holdReason] as [string, string]] : []),
  ];
  return (
    <article className="printed-document" aria-label={t('gatePass.document')}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={1} size="h3">
            {t('gatePass.title')}
          </Title>
          <Text fw={700}>{t('gatePass.number', { number: String(pass.id).padStart(8, '0') })}</Text>
        </Group>
        {pass.reversed && (
          <Text className="cancelled-word" role="note">
            {t('gatePass.reversed')}
          </Text>
        )}
        <table>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Group grow mt="xl" gap="xl">
          <Text size="sm" style={{ borderTop: '1px solid #000', paddingTop: 4 }}>
            {t('gatePass.guardSignature')}
          </Text>
          <Text size="sm" style={{ borderTop: '1px solid #000', paddingTop: 4 }}>
            {t('gatePass.driverSignature')}
          </Text>
        </Group>
      </Stack>
    </article>
  );
}

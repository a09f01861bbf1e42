import { Stack, Text } from '@mantine/core';
import type { TrackingResult } from '@portside/contracts/tracking';
import { useTranslation } from 'react-i18next';
import type translation from '../../../../public/locales/en/translation.json';
import type { Column } from '../../../components/data-table';
import { StorageFigure } from '../../../components/storage/storage-summary';
import { WithdrawalsList } from '../../../components/withdrawals-list';
import { dash, orDash } from '../../../lib/dash';
import { useFormatDate, useFormatDateTime } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';

type ColumnKey = keyof (typeof translation)['processor']['track']['columns'];

export type TrackingField = Column<TrackingResult> & { key: ColumnKey };

/** A document of the BL (clearance, invoice, receipt): its number, and its date under it. */
function DocumentCell({ number, date }: { number: string | null; date: string | null }) {
  const formatDate = useFormatDate();
  if (!number) return dash;
  return (
    <Stack gap={0}>
      <Text size="sm">{number}</Text>
      {date && (
        <Text size="xs" c="dimmed">
          {formatDate(date)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The BL and its vessel, then where it stands (clearance, invoice, official receipt, gate-out: what the processor
 * tracks it for, in view without scrolling sideways), then the rest of spec 2.9's result columns in its order.
 */
export function useTrackingFields(): TrackingField[] {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const format = useFormatNumber();
  const field = (key: ColumnKey, render: TrackingField['render']) => ({
    key,
    header: t(`processor.track.columns.${key}`),
    render,
  });
  return [
    field('blNo', (result) => result.blNo),
    field('vessel', (result) => result.vesselName),
    field('voyageNo', (result) => result.voyageNo),
    field('clearance', (result) => <DocumentCell number={result.clearanceNumber} date={result.clearanceDate} />),
    field('invoice', (result) => <DocumentCell number={result.invoiceNumber} date={result.billingDate} />),
    field('officialReceipt', (result) => <DocumentCell number={result.orNumber} date={result.orDateIssued} />),
    field('gateOut', (result) => orDash(result.gateOutAt, formatDateTime)),
    field('storage', (result) => (
      <StorageFigure storage={result.storage} billing={result.storageBilling} handledAt={result.handledAt} />
    )),
    field('withdrawals', (result) =>
      result.withdrawals.length === 0 ? (
        dash
      ) : (
        <Stack gap={2}>
          {!result.gateOutAt && (
            <Text size="sm" fw={600}>
              {t('gate.remaining', {
                count: result.remainingPackages,
                packages: format.count(result.remainingPackages),
              })}
            </Text>
          )}
          <WithdrawalsList withdrawals={result.withdrawals} titled={false} />
        </Stack>
      ),
    ),
    field('description', (result) => orDash(result.description)),
    field('consignee', (result) => orDash(result.consignee)),
    field('shipper', (result) => orDash(result.shipper)),
    field('packages', (result) => format.count(result.noPackages)),
    field('cbm', (result) => format.cbm(result.cbmSo)),
    field('grossWeight', (result) => format.weight(result.grossWeight)),
    field('arrivalDate', (result) => formatDate(result.arrivalDate)),
    field('timeOfBerth', (result) => orDash(result.timeOfBerth, formatDateTime)),
    field('handledAt', (result) => orDash(result.handledAt, formatDateTime)),
    field('stevedoring', (result) => orDash(result.stevedoring)),
    field('arrastre', (result) => orDash(result.arrastre)),
  ];
}

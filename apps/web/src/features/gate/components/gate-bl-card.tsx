import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { GateItem, GateRefusal, Withdrawal } from '@portside/contracts/tracking';
import { IconArrowBackUp, IconCheck, IconDoorExit, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDecimal } from '../../../components/printed-documents/amount';
import { StorageSummary } from '../../../components/storage/storage-summary';
import { WithdrawalsList } from '../../../components/withdrawals-list';
import { orDash } from '../../../lib/dash';
import { useFormatDateTime } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import { gatePaths } from '../paths';

/** The catalogue's sentence of each refusal (the server's own, translated with the BL's values). */
const refusalMessages = {
  notOurArrastre: 'messages.gateNotOurArrastre',
  notDischarged: 'messages.gateNotDischarged',
  notCleared: 'messages.gateNotCleared',
  notPaid: 'messages.gateNotPaid',
  storageOwed: 'messages.gateStorageOwed',
  alreadyOut: 'messages.gateAlreadyOut',
} as const satisfies Record<GateRefusal, string>;

function StatusBadge({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? IconCheck : IconX;
  return (
    <Badge size="lg" variant="light" color={ok ? 'green' : 'red'} leftSection={<Icon size={16} aria-hidden />}>
      {children}
    </Badge>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/**
 * The guard releases a BL; the supervisor releases one held only for the storage it owes (with a reason), and
 * reverses its last truck's release, made by mistake.
 */
type GateBlCardProps = {
  item: GateItem;
  onRelease?: (item: GateItem) => void;
  onReleaseHeld?: (item: GateItem) => void;
  onReverse?: (item: GateItem, release: Withdrawal) => void;
};

/**
 * One BL at the gate: where it stands, since when it is here, its storage, the trucks that took its packages and what
 * remains, why it may not leave, or the Release button (the guard's); the last truck's Reverse release button (the
 * supervisor's).
 */
export function GateBlCard({ item, onRelease, onReleaseHeld, onReverse }: GateBlCardProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const format = useFormatNumber();
  const { amount } = useFormatDecimal();
  const owed = amount(item.storageBilling?.owedAmount ?? '0.00');
  const heldForStorage = item.refusals.length === 1 && item.refusals[0] === 'storageOwed';
  const titleId = `gate-bl-${item.id}`;
  const gateOutAt = item.gateOutAt ? formatDateTime(item.gateOutAt) : '';
  // Out of the terminal and nothing else: not a refusal to heed but where the BL is.
  const out = item.refusals.length === 1 && item.refusals[0] === 'alreadyOut';
  const lastTruck = item.withdrawals.at(-1);
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={3} id={titleId}>
            {item.blNo}
          </Title>
          <Text c="dimmed">
            {t('gate.vesselVoyage', { name: item.vesselName, voyage: item.voyageNo.replace(/^v\.\s*/i, '') })}
          </Text>
        </div>
        <Group gap="xs">
          <StatusBadge ok={item.handledAt !== null}>
            {t(item.handledAt ? 'gate.status.discharged' : 'gate.status.notDischarged')}
          </StatusBadge>
          <StatusBadge ok={item.clearanceNumber !== null}>
            {t(item.clearanceNumber ? 'gate.status.cleared' : 'gate.status.notCleared')}
          </StatusBadge>
          <StatusBadge ok={item.orNumber !== null}>
            {t(item.orNumber ? 'gate.status.paid' : 'gate.status.notPaid')}
          </StatusBadge>
        </Group>
        {item.daysInTerminal !== null && (
          <Text fw={600}>{t('gate.daysInTerminal', { count: item.daysInTerminal })}</Text>
        )}
        {!item.gateOutAt && item.withdrawals.length > 0 && (
          <Text fw={700}>
            {t('gate.remaining', { count: item.remainingPackages, packages: format.count(item.remainingPackages) })}
          </Text>
        )}
        {item.gateOutAt && (
          <Group gap="xs" wrap="nowrap">
            <IconDoorExit size={20} aria-hidden />
            <Text fw={700}>{t('gate.gateOutAt', { time: gateOutAt })}</Text>
          </Group>
        )}
        <StorageSummary storage={item.storage} billing={item.storageBilling} handledAt={item.handledAt} />
        <WithdrawalsList
          withdrawals={item.withdrawals}
          passPath={(withdrawal) => gatePaths.pass({ releaseId: withdrawal.id })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
          <Detail label={t('gate.fields.consignee')}>{orDash(item.consignee)}</Detail>
          <Detail label={t('gate.fields.description')}>{orDash(item.description)}</Detail>
          <Detail label={t('gate.fields.packages')}>
            {t('gate.packagesAndCbm', { packages: format.count(item.noPackages), cbm: format.cbm(item.cbmSo) })}
          </Detail>
          <Detail label={t('gate.fields.arrastre')}>{orDash(item.arrastre)}</Detail>
          <Detail label={t('gate.fields.clearance')}>{orDash(item.clearanceNumber)}</Detail>
          <Detail label={t('gate.fields.invoice')}>{orDash(item.invoiceNumber)}</Detail>
          <Detail label={t('gate.fields.officialReceipt')}>{orDash(item.orNumber)}</Detail>
          <Detail label={t('gate.fields.handledAt')}>{orDash(item.handledAt, formatDateTime)}</Detail>
        </SimpleGrid>
        {item.refusals.length > 0 ? (
          <Alert
            color={out ? 'gray' : 'red'}
            title={t(out ? 'gate.allOut' : 'gate.refused')}
            icon={out ? <IconDoorExit size={18} /> : <IconX size={18} />}
          >
            <List size="sm" spacing={4}>
              {item.refusals.map((refusal) => (
                <List.Item key={refusal}>
                  {t(refusalMessages[refusal], { blNo: item.blNo, gateOutAt, amount: owed })}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          onRelease && (
            <Button size="xl" fullWidth leftSection={<IconDoorExit size={22} />} onClick={() => onRelease(item)}>
              {t('gate.release')}
            </Button>
          )
        )}
        {heldForStorage && onReleaseHeld && (
          <Button
            size="lg"
            color="orange"
            fullWidth
            leftSection={<IconDoorExit size={20} />}
            onClick={() => onReleaseHeld(item)}
          >
            {t('gate.releaseHeld')}
          </Button>
        )}
        {lastTruck && onReverse && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconArrowBackUp size={18} />}
            onClick={() => onReverse(item, lastTruck)}
          >
            {t('gate.reverse')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

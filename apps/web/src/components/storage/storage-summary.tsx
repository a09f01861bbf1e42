import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StorageAccrual } from '@portside/contracts/storage';
import type { TrackingResult } from '@portside/contracts/tracking';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/format-date';
import { useFormatMoney } from '../../lib/money';
import { LabelledValue } from '../labelled-value';

/** Free days left while there are any, else the days charged: what a stay is at now. */
function useStayPhrase() {
  const { t } = useTranslation();
  return (storage: StorageAccrual) =>
    storage.chargeableDays > 0 || storage.freeDaysLeft === 0
      ? `${t('storage.chargeableDays')}: ${storage.chargeableDays}`
      : `${t('storage.freeDaysLeft')}: ${storage.freeDaysLeft}`;
}

type Billing = TrackingResult['storageBilling'];

type StorageProps = {
  storage: StorageAccrual | null;
  /** When the BL was discharged: without storage, a BL discharged is another arrastre operator's. */
  handledAt: string | null;
};

/** Why a BL has no storage: not discharged yet, or in another arrastre operator's yard. */
const noStorage = (handledAt: string | null) => (handledAt ? 'storage.notOurs' : 'storage.notDischarged');

/**
 * A table cell's storage: the amount accrued with VAT, and the free days left or the days charged under it; once
 * storage invoices bill it (`billing`), what is owed to today.
 */
export function StorageFigure({ storage, billing, handledAt }: StorageProps & { billing?: Billing }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const phrase = useStayPhrase();
  if (!storage) return <Text size="sm">{t(noStorage(handledAt))}</Text>;
  if (!storage.priced) return <Text size="sm">{t('storage.notPriced')}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{formatMoney(storage.totalAmount)}</Text>
      <Text size="xs" c="dimmed">
        {phrase(storage)}
      </Text>
      {billing?.billedTo && <Text size="xs">{t('storage.owed', { amount: formatMoney(billing.owedAmount) })}</Text>}
    </Stack>
  );
}

/**
 * A BL's storage in full: its cargo class, days in the terminal, free days left and days charged, what it accrued to
 * the day counted (with VAT, and before VAT), and with its invoices (`billing`), the last day they bill and what is
 * owed to today.
 */
export function StorageSummary({ storage, billing, handledAt }: StorageProps & { billing?: Billing }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('storage.title')}>
      <Stack gap="xs">
        <Title order={4} size="h5">
          {t('storage.title')}
        </Title>
        {storage === null ? (
          <Text size="sm">{t(noStorage(handledAt))}</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="dl" m={0}>
              <LabelledValue label={t('storage.cargoClass')}>{t(`cargoClasses.${storage.cargoClass}`)}</LabelledValue>
              <LabelledValue label={t('storage.daysInTerminal')}>{storage.daysInTerminal}</LabelledValue>
              <LabelledValue label={t('storage.freeDaysLeft')}>{storage.freeDaysLeft}</LabelledValue>
              <LabelledValue label={t('storage.chargeableDays')}>{storage.chargeableDays}</LabelledValue>
            </SimpleGrid>
            {storage.priced ? (
              <Text fw={700}>
                {t('storage.accrued', { day: formatDate(storage.toDay) })}: {formatMoney(storage.totalAmount)}{' '}
                <Text span size="sm" fw={400} c="dimmed">
                  ({t('storage.beforeVat', { amount: formatMoney(storage.netAmount) })})
                </Text>
              </Text>
            ) : (
              <Text size="sm">{t('storage.notPriced')}</Text>
            )}
            {billing && storage.priced && (
              <Text size="sm">
                {billing.billedTo
                  ? t('storage.billedTo', { day: formatDate(billing.billedTo) })
                  : t('storage.notBilled')}{' '}
                <Text span fw={700} c={billing.owedAmount === '0.00' ? undefined : 'red.9'}>
                  {t('storage.owed', { amount: formatMoney(billing.owedAmount) })}
                </Text>
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

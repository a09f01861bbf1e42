import { Alert, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormatDecimal } from '../../../components/printed-documents/amount';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatMoney } from '../../../lib/money';
import { type StoragePreviewOf, useStoragePreview } from '../api/storage-invoices';
import { PreviewWaiting } from './preview-waiting';

/**
 * Before Submit: the BL's storage days this invoice would bill (from the day after its last storage invoice), day
 * lines charged alike with their days, rate and revenue tons, what is waived, and the amounts; or the sentence the
 * server would refuse it with.
 */
export function StoragePreview({ of }: { of: StoragePreviewOf }) {
  const { t } = useTranslation('billing');
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  const { amount, quantity, percent } = useFormatDecimal();
  const preview = useStoragePreview(of);
  const title = t('storage.preview.title');
  const shown = preview.data;
  if (preview.isError || !shown) return <PreviewWaiting preview={preview} title={title} />;
  const period = t('storage.period', {
    from: formatDate(shown.storagePeriod.from),
    to: formatDate(shown.storagePeriod.to),
  });
  return (
    // The body shrinks to the screen (its table then scrolls on a phone) instead of widening the page.
    <Alert
      color="gray"
      role="status"
      aria-label={title}
      title={`${title}: ${period}`}
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="sm" opacity={preview.isPlaceholderData ? 0.5 : 1}>
        {shown.lines.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('storage.lines.days')}</Table.Th>
                  <Table.Th>{t('storage.lines.rate')}</Table.Th>
                  <Table.Th ta="end">{t('storage.lines.quantity')}</Table.Th>
                  <Table.Th ta="end">{t('storage.lines.ratePerDay')}</Table.Th>
                  <Table.Th ta="end">{t('storage.lines.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.lines.map((line) => (
                  <Table.Tr key={line.periodFrom}>
                    <Table.Td>
                      {t('storage.lines.daysFromTo', {
                        count: line.days ?? 0,
                        from: formatDate(line.periodFrom ?? ''),
                        to: formatDate(line.periodTo ?? ''),
                      })}
                    </Table.Td>
                    <Table.Td>{line.tier ? t('storage.tier', { tier: line.tier }) : t('storage.baseRate')}</Table.Td>
                    <Table.Td ta="end">
                      {t(`print.units.${line.basis}`, { quantity: quantity(line.quantity) })}
                    </Table.Td>
                    <Table.Td ta="end">{amount(line.unitRate)}</Table.Td>
                    <Table.Td ta="end">{amount(line.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
          <LabelledValue label={t('form.preview.buyer')}>{shown.buyer.name}</LabelledValue>
          <LabelledValue label={t('storage.chargeableDays')}>
            {shown.lines.reduce((days, line) => days + (line.days ?? 0), 0)}
          </LabelledValue>
          <LabelledValue label={t('storage.charged')}>{money(shown.chargedAmount)}</LabelledValue>
          <LabelledValue label={t('storage.waived')}>
            {t('storage.waivedSummary', { count: shown.waivedDays, amount: money(shown.waivedAmount) })}
          </LabelledValue>
          <LabelledValue label={t('form.preview.net')}>{money(shown.netAmount)}</LabelledValue>
          <LabelledValue label={t('form.preview.vat', { rate: percent(shown.vatPercent) })}>
            {money(shown.vatAmount)}
          </LabelledValue>
          <LabelledValue label={t('form.preview.total')}>
            <Text span fw={700}>
              {money(shown.totalAmount)}
            </Text>
          </LabelledValue>
        </SimpleGrid>
      </Stack>
    </Alert>
  );
}

import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDecimal } from '../../../components/printed-documents/amount';
import { useFormatMoney } from '../../../lib/money';
import { type PreviewOf, useInvoicePreview } from '../api/preview-billing-invoice';
import { PreviewWaiting } from './preview-waiting';

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * Before Submit: who the invoice will be sold to (the buyer and TIN as billing finds them) and what it will charge at
 * the tariffs in force on its date, or the sentence the server would refuse it with.
 */
export function InvoicePreview({ of }: { of: PreviewOf }) {
  const { t } = useTranslation('billing');
  const money = useFormatMoney();
  const { percent } = useFormatDecimal();
  const preview = useInvoicePreview(of);
  const shown = preview.data;
  if (preview.isError || !shown) return <PreviewWaiting preview={preview} title={t('form.preview.title')} />;
  return (
    <Alert color="gray" role="status" aria-label={t('form.preview.title')} title={t('form.preview.title')}>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" opacity={preview.isPlaceholderData ? 0.5 : 1}>
        <Figure label={t('form.preview.buyer')} value={shown.buyer.name} />
        <Figure label={t('form.preview.tin')} value={shown.buyer.tin ?? t('form.preview.noTin')} />
        <Figure label={t('form.preview.net')} value={money(shown.netAmount)} />
        <Figure label={t('form.preview.vat', { rate: percent(shown.vatPercent) })} value={money(shown.vatAmount)} />
        <Figure label={t('form.preview.total')} value={money(shown.totalAmount)} strong />
      </SimpleGrid>
    </Alert>
  );
}

import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/format-date';

const dash = '—';

type Seller = { name: string; address: string | null; tin: string | null; vatRegistered: boolean };

/**
 * The top of a sales invoice and of its credit memo: the seller's registered name, address and TIN with its VAT
 * status on one side; the document's title, number and date on the other.
 */
export function SellerHeading({
  seller,
  title,
  number,
  date,
}: {
  seller: Seller;
  title: string;
  number: string;
  date: string;
}) {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {seller.name}
        </Title>
        <Text size="sm">{seller.address}</Text>
        <Text size="sm" fw={600}>
          {seller.vatRegistered
            ? t('print.vatRegTin', { tin: seller.tin ?? dash })
            : t('print.nonVatRegTin', { tin: seller.tin ?? dash })}
        </Text>
      </Stack>
      <Stack gap={2} align="flex-end">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text fw={700}>{number}</Text>
        <Text size="sm">{t('print.date', { date: formatDate(date) })}</Text>
      </Stack>
    </Group>
  );
}

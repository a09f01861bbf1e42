import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ClientLoginCountItem } from '@portside/contracts/login-logs';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/format-date';
import { useMessage } from '../../../lib/messages';

export const recentLoginsLimit = 5;

/** Spec 2.4: the most recent client sign-ins, name or Unknown Client, date-time or No login record. */
export function RecentClientLogins({ items }: { items: ClientLoginCountItem[] }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const formatDateTime = useFormatDateTime();
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={4} mb="sm">
        {t('adminOverview.recentLogins')}
      </Title>
      {items.length === 0 && <Text c="dimmed">{t('adminOverview.noRecentLogins')}</Text>}
      <Stack gap="xs">
        {items.slice(0, recentLoginsLimit).map((item) => (
          <Group key={item.userId} justify="space-between" wrap="nowrap">
            <Text fw={500}>{item.name?.trim() || translate('Unknown Client')}</Text>
            <Text size="sm" c="dimmed">
              {item.lastLoginAt ? formatDateTime(item.lastLoginAt) : translate('No login record')}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ClientLoginCountItem } from '@portside/contracts/login-logs';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/format-date';
import { useMessage } from '../../../lib/messages';

export const recentLoginsLimit = 5;
const unknownClientMessage = 'Unknown Client';
const noLoginRecordMessage = 'No login record';

/** The latest sign-in time of an item, for ordering; never signed in (or unreadable) comes last. */
function lastLoginTime(item: ClientLoginCountItem) {
  const time = item.lastLoginAt ? Date.parse(item.lastLoginAt) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The most recent client sign-ins first (never signed in last), at most recentLoginsLimit of them. */
function mostRecentLogins(items: readonly ClientLoginCountItem[]): ClientLoginCountItem[] {
  return [...items].sort((a, b) => lastLoginTime(b) - lastLoginTime(a)).slice(0, recentLoginsLimit);
}

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
        {mostRecentLogins(items).map((item) => (
          <Group key={item.userId} justify="space-between" wrap="nowrap">
            <Text fw={500}>{item.name?.trim() || translate(unknownClientMessage)}</Text>
            <Text size="sm" c="dimmed">
              {item.lastLoginAt ? formatDateTime(item.lastLoginAt) : translate(noLoginRecordMessage)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

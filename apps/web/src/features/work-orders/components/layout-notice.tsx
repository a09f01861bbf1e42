import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReadLayout } from '@portside/contracts/manifest-layouts';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { unreadLabels } from '../model/layout-fields';

/**
 * How the manifest's columns were read, above its rows: with the columns taught for its layout (which can be changed),
 * or with columns it did not recognise, named and offered to the clerk (docs/domain.md "Teaching the reader").
 */
export function LayoutNotice({ layout, onTeach }: { layout: ReadLayout | null; onTeach: () => void }) {
  const { t } = useTranslation('commercial');
  const unread = unreadLabels(layout);
  if (layout?.remembered) {
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('workOrder.teach.remembered')}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={onTeach}>
          {t('workOrder.teach.change')}
        </Button>
      </Group>
    );
  }
  if (unread.length === 0) return null;
  return (
    <Alert color="blue" role="status" icon={<IconColumns size={18} />}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" dir="auto">
          {t('workOrder.teach.unread', {
            count: unread.length,
            labels: unread.join(t('workOrder.warnings.separator')),
          })}
        </Text>
        <Button size="compact-sm" variant="white" onClick={onTeach}>
          {t('workOrder.teach.choose')}
        </Button>
      </Group>
    </Alert>
  );
}

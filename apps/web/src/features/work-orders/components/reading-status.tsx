import { Group, Loader, Text } from '@mantine/core';
import type { ScanProgress } from '@portside/contracts/manifests';
import { useTranslation } from 'react-i18next';

/** What the page says while the server reads a manifest: the scan's page being read, when it is a scan. */
export function ReadingStatus({ pages }: { pages: ScanProgress | null }) {
  const { t } = useTranslation('commercial');
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {pages ? t('workOrder.upload.scanning', pages) : t('workOrder.upload.parsing')}
      </Text>
    </Group>
  );
}

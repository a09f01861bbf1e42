import { Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { type WorkOrderDetail, workOrderMessages } from '@portside/contracts/work-orders';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { errorMessage } from '../../../lib/api-error';
import { useFormatNumber } from '../../../lib/format-number';
import { useMessage } from '../../../lib/messages';
import { useDownloadManifest } from '../api/download-manifest';

const downloadFailed = 'Failed to download the manifest.';

/** The manifest PDF the work order was made from: its name, size and SHA-256, and a Download button. */
export function ManifestCard({ workOrder }: { workOrder: WorkOrderDetail }) {
  const { t } = useTranslation('commercial');
  const translate = useMessage();
  const format = useFormatNumber();
  const download = useDownloadManifest();
  const { manifest } = workOrder;

  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('workOrderView.manifest')}
        </Title>
        {manifest ? (
          <>
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>{manifest.fileName}</Text>
                <Text size="sm" c="dimmed" dir="auto">
                  {format.fileSize(manifest.size)}
                </Text>
              </Stack>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                loading={download.isPending}
                onClick={() => download.mutate({ id: workOrder.id, fileName: manifest.fileName })}
              >
                {t('workOrderView.download')}
              </Button>
            </Group>
            <Text size="sm">
              {t('workOrderView.sha256')} <Code style={{ wordBreak: 'break-all' }}>{manifest.sha256}</Code>
            </Text>
            <FormErrorBanner message={download.isError ? errorMessage(download.error, downloadFailed) : null} />
          </>
        ) : (
          <Text c="dimmed">{translate(workOrderMessages.noManifest)}</Text>
        )}
      </Stack>
    </Card>
  );
}

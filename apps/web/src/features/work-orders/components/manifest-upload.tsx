import { Button, FileInput, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { ConvertPdfResponse } from '@portside/contracts/manifests';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { ServerSelect } from '../../../components/server-select';
import { ApiError } from '../../../lib/api-client';
import { useWorkOrderVessels } from '../api/get-vessel-options';
import { parseFailureMessage } from '../api/parse-manifest';
import type { NewWorkOrderFields } from '../model/header-fields';
import { manifestAccept, manifestUploadProblem } from '../model/manifest';
import { useManifestReading } from '../model/use-manifest-reading';
import { ReadingStatus } from './reading-status';

type ManifestUploadProps = {
  control: Control<NewWorkOrderFields>;
  vesselId: number | null;
  vesselError?: string;
  /** Rows of a manifest read before, on the page (0: none): reading another file asks before replacing them. */
  rowsOnPage: number;
  onParsed: (result: ConvertPdfResponse, file: File) => void;
  /** The reader refused the file: the page shows the reason alone, never the previous file's rows. */
  onRefused: () => void;
};

/**
 * Step one of the Work Order page: choose the vessel, choose the manifest (PDF, .xlsx or CSV), have the server read its
 * rows.
 */
export function ManifestUpload({
  control,
  vesselId,
  vesselError,
  rowsOnPage,
  onParsed,
  onRefused,
}: ManifestUploadProps) {
  const { t } = useTranslation('commercial');
  const reading = useManifestReading();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const read = () => {
    setAsking(false);
    if (vesselId === null || !file) return;
    reading.read(vesselId, file, {
      onSuccess: (result) => onParsed(result, file),
      onError: (error) => {
        setProblem(parseFailureMessage(error));
        // The reader refused the file (a 4xx but "busy"): no table stays under its reason. A busy reader, a
        // failed server or a lost connection said nothing about the file, and the rows read before stay.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
          onRefused();
        }
      },
    });
  };
  const upload = () => {
    const refused = manifestUploadProblem(vesselId, file);
    setProblem(refused);
    if (refused) return;
    if (rowsOnPage > 0) setAsking(true);
    else read();
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ServerSelect
            control={control}
            name="vesselId"
            label={t('workOrder.upload.vessel')}
            placeholder={t('workOrder.upload.vesselPlaceholder')}
            nothingFound={t('workOrder.upload.noVessel')}
            useOptions={useWorkOrderVessels}
            error={vesselError}
            required
          />
          <FileInput
            label={t('workOrder.upload.file')}
            placeholder={t('workOrder.upload.filePlaceholder')}
            accept={manifestAccept}
            clearable
            leftSection={<IconFileUpload size={18} />}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setProblem(null);
            }}
          />
        </SimpleGrid>
        <Group>
          <Button leftSection={<IconUpload size={16} />} loading={reading.isPending} onClick={upload}>
            {t('workOrder.upload.submit')}
          </Button>
          {reading.isPending && <ReadingStatus pages={reading.pages} />}
        </Group>
        <FormErrorBanner message={problem} />
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t('workOrder.upload.replaceTitle')}
        message={t('workOrder.upload.replaceMessage', { count: rowsOnPage, file: file?.name ?? '' })}
        cancelLabel={t('workOrder.upload.keep')}
        confirmLabel={t('workOrder.upload.replace')}
        onCancel={() => setAsking(false)}
        onConfirm={read}
      />
    </Paper>
  );
}

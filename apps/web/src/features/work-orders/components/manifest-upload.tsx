import { Button, FileInput, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ConvertPdfResponse } from '@portside/contracts/manifests';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { ServerSelect } from '../../../components/server-select';
import { ApiError } from '../../../lib/api-client';
import { useVesselOptions } from '../api/get-vessel-options';
import { parseFailureMessage, useParseManifest, useScanProgress } from '../api/parse-manifest';
import type { NewWorkOrderFields } from '../model/header-fields';
import { manifestAccept, manifestUploadProblem } from '../model/manifest';

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

/** Progress calls left unanswered in a row after which the reading is given up. */
const unansweredLimit = 3;

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
  const parse = useParseManifest();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // The reading under way: its key (to ask how a scan's reading goes) and how to give it up.
  const [readId, setReadId] = useState<string | null>(null);
  const reading = useRef<AbortController | null>(null);
  const progress = useScanProgress(readId);
  // A server that no longer answers how the reading goes (no answer at all, not a refusal, three times running) will
  // not answer the upload either.
  const unanswered = useRef(0);
  useEffect(() => {
    if (progress.dataUpdatedAt) unanswered.current = 0;
  }, [progress.dataUpdatedAt]);
  useEffect(() => {
    if (!progress.errorUpdatedAt || progress.error instanceof ApiError) return;
    unanswered.current += 1;
    if (unanswered.current >= unansweredLimit) reading.current?.abort();
  }, [progress.errorUpdatedAt, progress.error]);

  const read = () => {
    setAsking(false);
    if (vesselId === null || !file) return;
    const id = crypto.randomUUID();
    const controller = new AbortController();
    reading.current = controller;
    setReadId(id);
    parse.mutate(
      { vesselId, file, readId: id, signal: controller.signal },
      {
        onSettled: () => setReadId(null),
        onSuccess: (result) => onParsed(result, file),
        onError: (error) => {
          setProblem(parseFailureMessage(error));
          // The reader refused the file (a 4xx but "busy"): no table stays under its reason. A busy reader, a
          // failed server or a lost connection said nothing about the file, and the rows read before stay.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
            onRefused();
          }
        },
      },
    );
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
            useOptions={useVesselOptions}
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
          <Button leftSection={<IconUpload size={16} />} loading={parse.isPending} onClick={upload}>
            {t('workOrder.upload.submit')}
          </Button>
          {parse.isPending && (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {progress.data?.pages ? t('workOrder.upload.scanning', progress.data) : t('workOrder.upload.parsing')}
              </Text>
            </Group>
          )}
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

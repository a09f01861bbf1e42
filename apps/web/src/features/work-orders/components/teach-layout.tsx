import { Button, Group, Paper, ScrollArea, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  type ManifestField,
  manifestFields,
  normaliseLabel,
  type ReadLayout,
  saveManifestLayoutSchema,
} from '@portside/contracts/manifest-layouts';
import type { ConvertPdfResponse } from '@portside/contracts/manifests';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { errorMessage } from '../../../lib/api-error';
import { useSaveManifestLayout } from '../api/manifest-layouts';
import { parseFailureMessage } from '../api/parse-manifest';
import { keptBelow, withField } from '../model/layout-fields';
import { useManifestReading } from '../model/use-manifest-reading';
import { ReadingStatus } from './reading-status';

const saveFailed = 'Failed to save the columns.';
const notRead = 'none';

type TeachLayoutProps = {
  layout: ReadLayout;
  /** The vessel the file was read for: its shipping line keeps the mapping. */
  vesselId: number;
  file: File;
  /** Rows of the file on the page (0: none): reading it again asks before replacing them, with any edits. */
  rowsOnPage: number;
  /** The file read again with the columns taught. */
  onRead: (result: ConvertPdfResponse) => void;
  /** Absent when there is nothing else to show (no rows were read). */
  onClose?: () => void;
};

/**
 * The table as the reader saw it, a field picker over each column (docs/domain.md "Teaching the reader"): the clerk
 * says what the columns hold, the mapping is kept for the layout and the shipping line, and the file is read again
 * with it. A field goes to one column: choosing it for another takes it from the first.
 */
export function TeachLayout({ layout, vesselId, file, rowsOnPage, onRead, onClose }: TeachLayoutProps) {
  const { t } = useTranslation('commercial');
  const save = useSaveManifestLayout();
  const reading = useManifestReading();
  const [asking, setAsking] = useState(false);
  const [fields, setFields] = useState(() => layout.columns.map((column) => (column.label ? column.field : null)));
  const [problem, setProblem] = useState<string | null>(null);
  const belows = layout.columns.map((_, index) => keptBelow(layout, fields, index));
  const options = [
    { value: notRead, label: t('workOrder.teach.notRead') },
    ...manifestFields.map((field) => ({ value: field, label: t(`workOrder.teach.fields.${field}`) })),
  ];

  const read = () => {
    setAsking(false);
    const columns = layout.columns.map((column, index) => {
      const below = belows[index];
      return { label: column.label, field: fields[index] ?? null, ...(below ? { below } : {}) };
    });
    const checked = saveManifestLayoutSchema.safeParse({ vesselId, signature: layout.signature, columns });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? saveFailed);
      return;
    }
    setProblem(null);
    save.mutate(checked.data, {
      onSuccess: () =>
        reading.read(vesselId, file, { onSuccess: onRead, onError: (error) => setProblem(parseFailureMessage(error)) }),
      onError: (error) => setProblem(errorMessage(error, saveFailed)),
    });
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>{t('workOrder.teach.title')}</Title>
        <Text size="sm">{t('workOrder.teach.intro')}</Text>
        <ScrollArea type="auto">
          <Table withTableBorder withColumnBorders striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                {layout.columns.map((column, index) => (
                  // Columns are positions: the same label may print twice.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the table
                  <Table.Th key={index} miw={150} style={{ verticalAlign: 'top' }}>
                    <Stack gap={4}>
                      <Select
                        size="xs"
                        data={options}
                        value={fields[index] ?? notRead}
                        // A field is found again by its column's label: a column without one is not read.
                        disabled={!normaliseLabel(column.label)}
                        allowDeselect={false}
                        aria-label={t('workOrder.teach.fieldOf', {
                          label: column.label || t('workOrder.teach.noLabel'),
                        })}
                        onChange={(value) =>
                          setFields((current) =>
                            withField(current, index, value === notRead ? null : (value as ManifestField)),
                          )
                        }
                      />
                      <Text size="xs" c="dimmed" dir="auto">
                        {column.label || t('workOrder.teach.noLabel')}
                      </Text>
                      {belows[index] && (
                        <Text size="xs">
                          {t('workOrder.teach.under', { field: t(`workOrder.teach.fields.${belows[index]}`) })}
                        </Text>
                      )}
                    </Stack>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {layout.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the sample's lines are fixed
                <Table.Tr key={rowIndex}>
                  {layout.columns.map((_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place in the line
                    <Table.Td key={index} dir="auto">
                      {row[index] ?? ''}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <FormErrorBanner message={problem} />
        <Group>
          <Button
            leftSection={<IconWand size={16} />}
            loading={save.isPending || reading.isPending}
            onClick={() => (rowsOnPage > 0 ? setAsking(true) : read())}
          >
            {t('workOrder.teach.read')}
          </Button>
          {reading.isPending && <ReadingStatus pages={reading.pages} />}
          {onClose && (
            <Button variant="default" onClick={onClose}>
              {t('workOrder.teach.close')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t('workOrder.upload.replaceTitle')}
        message={t('workOrder.upload.replaceMessage', { count: rowsOnPage, file: file.name })}
        cancelLabel={t('workOrder.upload.keep')}
        confirmLabel={t('workOrder.upload.replace')}
        onCancel={() => setAsking(false)}
        onConfirm={read}
      />
    </Paper>
  );
}

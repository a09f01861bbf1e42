import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import type { VehicleListProblem, VehicleListResponse } from '@portside/contracts/vehicle-lists';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { useFormatNumber } from '../../../lib/format-number';
import { useMessage } from '../../../lib/messages';
import { useReadVehicleList } from '../api/read-vehicle-list';
import { listedPatches, type VehiclePatch } from '../model/vehicles';

/** What the last paste or import did, said under the tools until the next one. */
export type VehicleNotice =
  | { kind: 'pasted'; from: number; filled: number; left: number; unread: number; labels: boolean }
  | {
      kind: 'imported';
      listed: number;
      filled: number;
      dimensions: VehicleListResponse['dimensions'];
      problems: VehicleListProblem[];
    }
  | { kind: 'refused'; message: string };

type VehicleToolsProps = {
  /** The row's vehicles. */
  vehicles: number;
  notice: VehicleNotice | null;
  onNotice: (notice: VehicleNotice | null) => void;
  onImport: (patches: VehiclePatch[]) => void;
};

/** The notice's sentences that count something (each with its plural forms). */
type CountedKey =
  | 'pasted'
  | 'pastedBeyond'
  | 'pastedUnread'
  | 'imported'
  | 'importedBeyond'
  | 'importedShort'
  | 'moreProblems';

/** Problems of a list named one by one; more are counted. */
const namedProblems = 5;
const importFailed = 'The vehicle list could not be read. Please try again.';

/** Import a vehicle list into the row's vehicles (first listed, first filled), and what the last paste or import did. */
export function VehicleTools({ vehicles, notice, onNotice, onImport }: VehicleToolsProps) {
  const { t } = useTranslation('commercial');
  const formats = useFormatNumber();
  const translate = useMessage();
  const reading = useReadVehicleList();
  const choose = (file: File | null) => {
    if (!file) return;
    onNotice(null);
    reading.mutate(file, {
      onSuccess: ({ vehicles: listed, fields, dimensions, problems }) => {
        onImport(listedPatches(listed, fields));
        const filled = Math.min(listed.length, vehicles);
        onNotice({ kind: 'imported', listed: listed.length, filled, dimensions, problems });
      },
      onError: (error) => onNotice({ kind: 'refused', message: errorMessage(error, importFailed) }),
    });
  };
  const count = formats.count;
  /** A sentence of the notice about `n` of something: its plural form, the figure with the locale's separators. */
  const counted = (key: CountedKey, n: number, values: Record<string, string> = {}) =>
    t(`workOrder.vehicles.${key}`, { count: n, number: count(n), ...values });

  return (
    <>
      <Group gap="xs">
        <FileButton
          onChange={choose}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={reading.isPending}
              leftSection={<IconFileImport size={14} />}
            >
              {t('workOrder.vehicles.import')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('workOrder.vehicles.pasteHint')}
        </Text>
      </Group>
      {notice && (
        <Alert
          color={notice.kind === 'refused' ? 'red' : 'blue'}
          p="xs"
          withCloseButton
          closeButtonLabel={t('workOrder.vehicles.closeNotice')}
          onClose={() => onNotice(null)}
          role={notice.kind === 'refused' ? 'alert' : 'status'}
        >
          {notice.kind === 'refused' && <Text size="sm">{translate(notice.message)}</Text>}
          {notice.kind === 'pasted' && (
            <Text size="sm">
              {counted('pasted', notice.filled, { from: count(notice.from) })}
              {notice.left > 0 && ` ${counted('pastedBeyond', notice.left, { vehicles: count(vehicles) })}`}
              {notice.unread > 0 && ` ${counted('pastedUnread', notice.unread)}`}
              {notice.labels && ` ${t('workOrder.vehicles.pastedLabels')}`}
            </Text>
          )}
          {notice.kind === 'imported' && (
            <>
              <Text size="sm">
                {counted('imported', notice.listed, { filled: count(notice.filled) })}
                {notice.listed > vehicles &&
                  ` ${counted('importedBeyond', notice.listed - vehicles, { vehicles: count(vehicles) })}`}
                {notice.listed < vehicles && ` ${counted('importedShort', vehicles - notice.listed)}`}
                {notice.dimensions &&
                  ` ${t(notice.dimensions.named ? 'workOrder.vehicles.unitNamed' : 'workOrder.vehicles.unitJudged', {
                    unit: t(`workOrder.vehicles.units.${notice.dimensions.unit}`),
                  })}`}
              </Text>
              {notice.problems.length > 0 && (
                <List size="xs" withPadding>
                  {notice.problems.slice(0, namedProblems).map((problem) => (
                    <List.Item key={`${problem.line}-${problem.field}`}>
                      {t('workOrder.vehicles.problem', {
                        line: count(problem.line),
                        field: t(`workOrder.subItems.${problem.field}`),
                        printed: problem.printed,
                      })}
                    </List.Item>
                  ))}
                  {notice.problems.length > namedProblems && (
                    <List.Item>{counted('moreProblems', notice.problems.length - namedProblems)}</List.Item>
                  )}
                </List>
              )}
            </>
          )}
        </Alert>
      )}
    </>
  );
}

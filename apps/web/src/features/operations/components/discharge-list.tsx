import { Button, Checkbox, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { VisitItem } from '@portside/contracts/operations';
import { IconChecks, IconPackageExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchInput } from '../../../components/search-input';
import { errorMessage } from '../../../lib/api-error';
import { useFormatNumber } from '../../../lib/format-number';
import { useMessage } from '../../../lib/messages';
import { useTimeZone } from '../../../lib/time-zone';
import { terminalDateTime } from '../../../lib/zoned-time';
import { useUndoDischarge } from '../api/visit-items';
import { DischargeDialog, type DischargeTarget } from './discharge-dialog';

/** A checkbox's label stretched to a thumb's height (44 px), so the whole line ticks it. */
const touchLabel = {
  body: { alignItems: 'center' },
  label: { minHeight: 44, display: 'flex', alignItems: 'center', fontWeight: 600 },
} as const;

/**
 * The BLs of the visit as a tally clerk marks them discharged on a phone: the remaining ones first, each with its
 * own button, a selection by checkboxes, or all remaining at once (with a confirmation); then the discharged ones,
 * each of which can be put back on board when it was marked by mistake (then marked again at the right time).
 */
export function DischargeList({
  workOrderId,
  items,
  locked,
}: {
  workOrderId: number;
  items: VisitItem[];
  locked: boolean;
}) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const format = useFormatNumber();
  const [shown, setShown] = useState<'remaining' | 'discharged'>('remaining');
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<DischargeTarget | null>(null);
  const [search, setSearch] = useState('');
  const [undoing, setUndoing] = useState<VisitItem | null>(null);
  const undo = useUndoDischarge(workOrderId);
  const translate = useMessage();
  const remaining = items.filter((item) => item.handledAt === null);
  const discharged = items.filter((item) => item.handledAt !== null);
  // A visit has hundreds of BLs: the clerk finds one by its number or consignee.
  const needle = search.trim().toLowerCase();
  const matches = (item: VisitItem) =>
    needle === '' || item.blNo.toLowerCase().includes(needle) || item.consignee.toLowerCase().includes(needle);
  const source = shown === 'remaining' ? remaining : discharged;
  const listed = source.filter(matches);
  const noMatch = listed.length === 0 && source.length > 0;
  // A BL discharged meanwhile (by another clerk) leaves the selection.
  const chosen = selected.filter((id) => remaining.some((item) => item.itemId === id));
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <Stack>
      <SegmentedControl
        fullWidth
        size="lg"
        styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
        value={shown}
        onChange={(value) => setShown(value as typeof shown)}
        data={[
          { value: 'remaining', label: t('operations.monitoring.discharge.remaining', { count: remaining.length }) },
          { value: 'discharged', label: t('operations.monitoring.discharge.discharged', { count: discharged.length }) },
        ]}
      />
      <SearchInput label={t('operations.monitoring.discharge.find')} value={search} onChange={setSearch} />
      {noMatch && <Text c="dimmed">{t('operations.monitoring.discharge.noMatch', { search: search.trim() })}</Text>}
      {shown === 'remaining' && !locked && (
        <>
          <Group grow preventGrowOverflow={false} wrap="wrap">
            <Button
              size="lg"
              leftSection={<IconPackageExport size={18} />}
              disabled={chosen.length === 0}
              onClick={() => setTarget({ kind: 'selection', itemIds: chosen })}
            >
              {t('operations.monitoring.discharge.markSelected', { count: chosen.length })}
            </Button>
            <Button
              size="lg"
              variant="light"
              leftSection={<IconChecks size={18} />}
              disabled={remaining.length === 0}
              onClick={() => setTarget({ kind: 'all', remaining: remaining.length })}
            >
              {t('operations.monitoring.discharge.markAll')}
            </Button>
          </Group>
          {remaining.length === 0 && <Text c="dimmed">{t('operations.monitoring.discharge.noneRemaining')}</Text>}
          {listed.map((item) => (
            <Paper key={item.itemId} withBorder p="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Checkbox
                    size="lg"
                    styles={touchLabel}
                    label={item.blNo}
                    checked={chosen.includes(item.itemId)}
                    onChange={(event) => toggle(item.itemId, event.currentTarget.checked)}
                  />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.consignee} · {item.description}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('operations.monitoring.discharge.manifested', { count: item.noPackages })} ·{' '}
                    {t('operations.monitoring.discharge.cbm', { cbm: format.cbm(item.cbm) })}
                  </Text>
                </Stack>
                <Button
                  size="lg"
                  variant="default"
                  aria-label={t('operations.monitoring.discharge.markOneNamed', { bl: item.blNo })}
                  onClick={() => setTarget({ kind: 'one', item })}
                >
                  {t('operations.monitoring.discharge.markOne')}
                </Button>
              </Group>
            </Paper>
          ))}
        </>
      )}
      {shown === 'discharged' && discharged.length === 0 && (
        <Text c="dimmed">{t('operations.monitoring.discharge.noneDischarged')}</Text>
      )}
      {shown === 'discharged' &&
        listed.map((item) => (
          <Paper key={item.itemId} withBorder p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Text fw={600}>{item.blNo}</Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item.consignee} · {item.description}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('operations.monitoring.discharge.dischargedAt', {
                    time: terminalDateTime(item.handledAt as string, timeZone),
                    packages: item.dischargedPackages ?? item.noPackages,
                    manifested: item.noPackages,
                  })}
                </Text>
              </Stack>
              {!locked && (
                <Button
                  variant="light"
                  color="red"
                  aria-label={t('operations.monitoring.discharge.undoNamed', { bl: item.blNo })}
                  onClick={() => setUndoing(item)}
                >
                  {t('operations.monitoring.discharge.undo')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      <ConfirmDialog
        opened={undoing !== null}
        title={t('operations.monitoring.discharge.undoTitle', { bl: undoing?.blNo ?? '' })}
        message={t('operations.monitoring.discharge.undoMessage')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('operations.monitoring.discharge.undo')}
        loading={undo.isPending}
        onCancel={() => setUndoing(null)}
        onConfirm={() =>
          undoing &&
          undo.mutate(undoing.itemId, {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                message: t('operations.monitoring.discharge.undone', { bl: undoing.blNo }),
              }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: translate(errorMessage(error, t('operations.monitoring.discharge.undoFailed'))),
              }),
            onSettled: () => setUndoing(null),
          })
        }
      />
      <DischargeDialog
        workOrderId={workOrderId}
        target={target}
        onClose={() => setTarget(null)}
        onDischarged={() => {
          setTarget(null);
          setSelected([]);
        }}
      />
    </Stack>
  );
}

import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type GateItem,
  type GateRelease,
  type GateReleaseBody,
  trackingMessages,
  type Withdrawal,
} from '@portside/contracts/tracking';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BlSearchForm, readyToScan } from '../../../components/bl-search-form';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { useFormatNumber } from '../../../lib/format-number';
import { useMessage } from '../../../lib/messages';
import type { CurrentUser } from '../../auth/api/get-me';
import { authKeys } from '../../auth/api/keys';
import { useFindAtGate } from '../api/find-at-gate';
import { useReleaseBl, useReverseRelease } from '../api/release-bl';
import { GateBlCard } from '../components/gate-bl-card';
import { ReleaseDialog } from '../components/release-dialog';
import { gatePaths } from '../paths';

/**
 * The guard's gate (docs/domain.md "Tracking and the gate"): scan or type a BL number, see whether each BL of that
 * number is discharged, cleared and paid and since when it is in the terminal, and release it when nothing refuses
 * it, a truck at a time (the packages it takes, its plate, driver and withdrawal slip), then print its gate pass. After
 * each search and each release the input is focused with its text selected, ready for the next scan; a scan typed
 * while the page was still loading is kept. A supervisor finds BLs here too and reverses the last truck's release
 * made by mistake, with a reason.
 */
/** What the last release let out and what remains, with its gate pass to print for the driver. */
function ReleasedAlert({ release }: { release: GateRelease }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const values = {
    blNo: release.blNo,
    count: release.packages,
    packages: format.count(release.packages),
    plate: release.plateNumber,
  };
  return (
    <Alert color="green" icon={<IconCheck size={18} />} role="status">
      <Stack gap={4}>
        <Text>
          {release.gateOutAt
            ? t('gate.releasedAll', values)
            : t('gate.releasedPart', { ...values, remaining: format.count(release.remainingPackages) })}
        </Text>
        <Anchor component={Link} to={gatePaths.pass({ releaseId: release.id })} fw={600}>
          {t('withdrawals.printPass')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

export function GatePage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const [blNo, setBlNo] = useState('');
  const found = useFindAtGate(blNo);
  const release = useReleaseBl();
  const reverse = useReverseRelease();
  const format = useFormatNumber();
  const supervisor = useQueryClient().getQueryData<CurrentUser>(authKeys.me())?.role === 'supervisor';
  const [reversing, setReversing] = useState<{ item: GateItem; release: Withdrawal } | null>(null);
  const [target, setTarget] = useState<GateItem | null>(null);
  const [released, setReleased] = useState<GateRelease | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const search = (next: string) => {
    setReleased(null);
    release.reset();
    if (next === blNo) void found.refetch();
    else setBlNo(next);
  };
  const closeDialog = () => {
    setTarget(null);
    readyToScan(input.current);
  };
  const cancelRelease = () => {
    release.reset();
    closeDialog();
  };
  const confirmRelease = (truck: Omit<GateReleaseBody, 'itemId'>) => {
    if (!target) return;
    release.mutate(
      { itemId: target.id, ...truck },
      {
        onSuccess: (answer) => {
          setReleased(answer);
          closeDialog();
        },
      },
    );
  };

  return (
    <Stack maw={720}>
      <Title order={2}>{t('gate.title')}</Title>
      <Text c="dimmed">{t('gate.hint')}</Text>
      <BlSearchForm
        label={t('gate.blNo')}
        submitLabel={t('gate.find')}
        onSearch={search}
        loading={found.isFetching}
        scan
        inputRef={input}
      />
      {released && <ReleasedAlert release={released} />}
      {blNo === '' ? null : found.isError ? (
        <RetryAlert
          message={errorMessage(found.error, trackingMessages.failedToRetrieve)}
          retrying={found.isFetching}
          onRetry={() => found.refetch()}
        />
      ) : found.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : found.data.data.length === 0 ? (
        <Text c="dimmed">{translate(trackingMessages.noResults)}</Text>
      ) : (
        found.data.data.map((item) =>
          supervisor ? (
            <GateBlCard
              key={item.id}
              item={item}
              onReleaseHeld={setTarget}
              onReverse={(shown, last) => setReversing({ item: shown, release: last })}
            />
          ) : (
            <GateBlCard key={item.id} item={item} onRelease={setTarget} />
          ),
        )
      )}
      <ReasonDialog
        opened={reversing !== null}
        title={t('gate.reverseTitle', { blNo: reversing?.item.blNo ?? '' })}
        message={`${t('gate.reverseTruck', {
          packages: format.count(reversing?.release.packages ?? 0),
          plate: reversing?.release.plateNumber || '—',
        })} ${t('gate.reverseText')}`}
        confirmLabel={t('gate.reverse')}
        failureMessage={trackingMessages.reverseFailed}
        saving={reverse.isPending}
        submit={(body, callbacks) =>
          reversing &&
          reverse.mutate(
            { id: reversing.release.id, body },
            {
              onSuccess: () => {
                callbacks.onSuccess();
                notifications.show({ color: 'green', message: t('gate.reversed', { blNo: reversing.item.blNo }) });
              },
              onError: callbacks.onError,
            },
          )
        }
        onClose={() => setReversing(null)}
      />
      <ReleaseDialog
        item={target}
        onCancel={cancelRelease}
        onRelease={confirmRelease}
        releasing={release.isPending}
        error={release.isError ? errorMessage(release.error, t('gate.releaseFailed')) : null}
      />
    </Stack>
  );
}

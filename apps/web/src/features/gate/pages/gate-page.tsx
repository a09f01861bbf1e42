import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type GateItem, trackingMessages } from '@portside/contracts/tracking';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlSearchForm, readyToScan } from '../../../components/bl-search-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import type { CurrentUser } from '../../auth/api/get-me';
import { authKeys } from '../../auth/api/keys';
import { useFindAtGate } from '../api/find-at-gate';
import { useReleaseBl, useReverseRelease } from '../api/release-bl';
import { GateBlCard } from '../components/gate-bl-card';

/**
 * The guard's gate (docs/domain.md "Tracking and the gate"): scan or type a BL number, see whether each BL of that
 * number is discharged, cleared and paid and since when it is in the terminal, and release it when nothing refuses
 * it. After each search and each release the input is focused with its text selected, ready for the next scan; a scan
 * typed while the page was still loading is kept. A supervisor finds BLs here too and reverses a release made by
 * mistake, with a reason.
 */
export function GatePage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const [blNo, setBlNo] = useState('');
  const found = useFindAtGate(blNo);
  const release = useReleaseBl();
  const reverse = useReverseRelease();
  const supervisor = useQueryClient().getQueryData<CurrentUser>(authKeys.me())?.role === 'supervisor';
  const [reversing, setReversing] = useState<GateItem | null>(null);
  // The BL asked about stays named while the dialog fades out after it is closed.
  const [target, setTarget] = useState<GateItem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [releasedBl, setReleasedBl] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const search = (next: string) => {
    setReleasedBl(null);
    release.reset();
    if (next === blNo) void found.refetch();
    else setBlNo(next);
  };
  const askToRelease = (item: GateItem) => {
    setTarget(item);
    setConfirming(true);
  };
  const closeDialog = () => {
    setConfirming(false);
    readyToScan(input.current);
  };
  const confirmRelease = () => {
    if (!target) return;
    release.mutate(target.id, { onSuccess: (answer) => setReleasedBl(answer.blNo), onSettled: closeDialog });
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
      {releasedBl && (
        <Alert color="green" icon={<IconCheck size={18} />} role="status">
          {t('messages.gateReleased', { blNo: releasedBl })}
        </Alert>
      )}
      {release.isError && (
        <Alert color="red" role="alert">
          {translate(errorMessage(release.error, t('gate.releaseFailed')))}
        </Alert>
      )}
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
            <GateBlCard key={item.id} item={item} onReverse={setReversing} />
          ) : (
            <GateBlCard key={item.id} item={item} onRelease={askToRelease} />
          ),
        )
      )}
      <ReasonDialog
        opened={reversing !== null}
        title={t('gate.reverseTitle', { blNo: reversing?.blNo ?? '' })}
        message={t('gate.reverseText')}
        confirmLabel={t('gate.reverse')}
        failureMessage={trackingMessages.reverseFailed}
        saving={reverse.isPending}
        submit={(body, callbacks) =>
          reversing &&
          reverse.mutate(
            { id: reversing.id, body },
            {
              onSuccess: () => {
                callbacks.onSuccess();
                notifications.show({ color: 'green', message: t('gate.reversed', { blNo: reversing.blNo }) });
              },
              onError: callbacks.onError,
            },
          )
        }
        onClose={() => setReversing(null)}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('gate.confirmTitle', { blNo: target?.blNo ?? '' })}
        message={t('gate.confirmText')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('gate.release')}
        onCancel={closeDialog}
        onConfirm={confirmRelease}
        loading={release.isPending}
        touch
        returnFocus={false}
      />
    </Stack>
  );
}

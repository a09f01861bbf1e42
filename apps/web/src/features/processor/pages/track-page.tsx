import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { trackingMessages } from '@portside/contracts/tracking';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BlSearchForm } from '../../../components/bl-search-form';
import { RetryAlert } from '../../../components/retry-alert';
import { useMessage } from '../../../lib/messages';
import { trackFailureMessage, useTrackBl } from '../api/track-bl';
import { TrackingResults } from '../components/tracking-results';

/**
 * Spec 2.9: the processor tracks a BL number (Track or Enter, never blank) and sees every BL of that number, on any
 * vessel, with where it stands. The number tracked is kept in the address (?bl=), so Back and a reload show it again.
 */
export function TrackPage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const [params, setParams] = useSearchParams();
  const blNo = (params.get('bl') ?? '').trim().slice(0, 60);
  const tracked = useTrackBl(blNo);

  const track = (next: string) => {
    if (next === blNo) void tracked.refetch();
    else setParams({ bl: next });
  };

  return (
    <Stack>
      <Title order={2}>{t('processor.track.title')}</Title>
      <BlSearchForm
        label={t('processor.track.blNo')}
        submitLabel={t('processor.track.submit')}
        initialValue={blNo}
        onSearch={track}
        loading={tracked.isFetching}
      />
      {blNo === '' ? null : tracked.isError ? (
        <RetryAlert
          message={trackFailureMessage(tracked.error)}
          retrying={tracked.isFetching}
          onRetry={() => tracked.refetch()}
        />
      ) : tracked.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : tracked.data.length === 0 ? (
        <Text c="dimmed">{translate(trackingMessages.noResults)}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('processor.track.found', { count: tracked.data.length, blNo })}
          </Text>
          <TrackingResults results={tracked.data} />
        </Stack>
      )}
    </Stack>
  );
}

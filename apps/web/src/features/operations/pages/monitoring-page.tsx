import { Alert, Group, Stack, Tabs, Title } from '@mantine/core';
import { operationMessages, type TallyBody } from '@portside/contracts/operations';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageLoader } from '../../../components/page-loader';
import { RetryAlert } from '../../../components/retry-alert';
import { retryable } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { useWorkOrder, validWorkOrderId } from '../../../lib/work-orders/get-work-order';
import { useDelays } from '../api/delays';
import { useMonitoring } from '../api/get-monitoring';
import { useProductivityLog } from '../api/productivity-logs';
import { useVisitItems } from '../api/visit-items';
import { DelaysLog } from '../components/delays-log';
import { DepartureForm } from '../components/departure-form';
import { DischargeList } from '../components/discharge-list';
import { Loaded } from '../components/loaded';
import { MonitoringFigures } from '../components/monitoring-figures';
import { MonitoringForm } from '../components/monitoring-form';
import { ProductivityTable } from '../components/productivity-table';
import { QueuedEntries } from '../components/queued-entries';
import { TallyForm } from '../components/tally-form';
import { VesselInfo } from '../components/vessel-info';
import { useLoadFailure } from '../model/use-load-failure';
import { operationPaths } from '../paths';

const tabs = ['monitoring', 'tally', 'discharge', 'delays'] as const;
type Tab = (typeof tabs)[number];

/**
 * Operation's Monitoring page of one visit (spec 2.6; issue 11 points 3, 4): the vessel, then in tabs the
 * monitoring info with its figures and the departure, the hourly tally, the discharge of BLs and the delays. The
 * chosen tab is kept in the address (?tab=tally), so a tally clerk's phone opens where they work. Tallies and delays
 * typed without a connection are kept on the device and listed above the tabs until the server recorded them.
 */
export function MonitoringPage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const loadFailure = useLoadFailure();
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = tabs.find((candidate) => candidate === asked) ?? 'monitoring';
  const workOrder = useWorkOrder(id);
  const monitoring = useMonitoring(id);
  const productivity = useProductivityLog(id);
  const delays = useDelays(id);
  const items = useVisitItems(id);
  const [tallyDraft, setTallyDraft] = useState<TallyBody>();

  const back = <BackButton to={operationPaths.vesselVisits()}>{t('operations.monitoring.back')}</BackButton>;
  const header = (
    <Group justify="space-between">
      <Title order={2}>{t('operations.monitoring.title')}</Title>
      {back}
    </Group>
  );

  if (!validWorkOrderId(id)) {
    return (
      <Stack>
        {header}
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
          {translate(operationMessages.missingId)}
        </Alert>
      </Stack>
    );
  }
  if (workOrder.isError) {
    return (
      <Stack>
        {header}
        <RetryAlert
          message={loadFailure(operationMessages.failedToLoadWorkOrder, workOrder.error)}
          retrying={workOrder.isFetching}
          onRetry={() => workOrder.refetch()}
          canRetry={retryable(workOrder.error)}
        />
      </Stack>
    );
  }
  if (!workOrder.data) return <PageLoader />;
  // A completed visit takes no record nor correction until a supervisor reopens it.
  const locked = workOrder.data.status === 'completed' && !monitoring.data?.reopenedAt;

  return (
    <Stack>
      {header}
      {locked && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} role="status">
          {translate(operationMessages.visitCompleted)}
        </Alert>
      )}
      <VesselInfo workOrder={workOrder.data} />
      <QueuedEntries
        workOrderId={id}
        onFixTally={(body) => {
          setTallyDraft(body);
          setSearch({ tab: 'tally' }, { replace: true });
        }}
      />
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value === 'monitoring' ? {} : { tab: value ?? '' }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List grow>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name} mih={44}>
              {t(`operations.monitoring.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="monitoring" pt="md">
          <Loaded query={monitoring} failed={operationMessages.failedToLoadMonitoring}>
            {(record) => (
              <Stack gap="xl">
                <MonitoringFigures record={record} />
                <MonitoringForm record={record} locked={locked} />
                <DepartureForm record={record} locked={locked} />
              </Stack>
            )}
          </Loaded>
        </Tabs.Panel>
        <Tabs.Panel value="tally" pt="md">
          <Stack gap="xl">
            {!locked && <TallyForm workOrderId={id} log={productivity.data} draft={tallyDraft} />}
            <Stack gap="xs">
              <Title order={3} size="h4">
                {t('operations.monitoring.productivity.heading')}
              </Title>
              <Loaded query={productivity} failed={t('operations.monitoring.productivity.loadFailed')}>
                {(log) => <ProductivityTable log={log} />}
              </Loaded>
            </Stack>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="discharge" pt="md">
          <Loaded query={items} failed={t('operations.monitoring.discharge.loadFailed')}>
            {(visit) => <DischargeList workOrderId={id} items={visit.data} locked={locked} />}
          </Loaded>
        </Tabs.Panel>
        <Tabs.Panel value="delays" pt="md">
          <Loaded query={delays} failed={t('operations.monitoring.delays.loadFailed')}>
            {(log) => <DelaysLog workOrderId={id} delays={log} locked={locked} />}
          </Loaded>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

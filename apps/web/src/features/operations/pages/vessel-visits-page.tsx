import { Button, Group } from '@mantine/core';
import type { WorkOrder } from '@portside/contracts/work-orders';
import { IconActivity, IconEye, IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useWorkOrderColumns, workOrderSortKeys } from '../../../components/work-orders/work-order-columns';
import { useListState } from '../../../lib/use-list-state';
import { useWorkOrders } from '../../../lib/work-orders/get-work-orders';
import { operationPaths } from '../paths';

const fetchFailed = 'Failed to fetch work orders';

/**
 * Operation: the Vessel Visit List (spec 2.6 /operations/work-orders): every work order as a visit, searched, sorted
 * and paged on the server, latest arrival first, each with View, Monitor and its report.
 */
export function VesselVisitsPage() {
  const { t } = useTranslation();
  const common = useWorkOrderColumns();
  const list = useListState({ pageSize: 20, sort: { keys: workOrderSortKeys, key: 'arrivalDate', order: 'desc' } });
  const workOrders = useWorkOrders(list.query);

  const columns: Column<WorkOrder>[] = [
    common.number,
    common.vessel,
    common.arrivalDate,
    { key: 'vesselType', header: t('operations.visits.vesselType'), render: (order) => order.vesselType },
    common.status,
    {
      key: 'actions',
      header: t('operations.visits.actions'),
      render: (order) => (
        <Group gap="xs">
          <Button
            component={Link}
            to={operationPaths.draftDetails({ id: order.id })}
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} />}
            aria-label={t('operations.visits.viewVisit', { number: order.number })}
          >
            {t('operations.visits.view')}
          </Button>
          <Button
            component={Link}
            to={operationPaths.monitoring({ id: order.id })}
            size="xs"
            variant="light"
            leftSection={<IconActivity size={14} />}
            aria-label={t('operations.visits.monitorVisit', { number: order.number })}
          >
            {t('operations.visits.monitor')}
          </Button>
          <Button
            component={Link}
            to={operationPaths.report({ id: order.id })}
            size="xs"
            variant="subtle"
            leftSection={<IconReportAnalytics size={14} />}
            aria-label={t('operations.visits.reportOf', { number: order.number })}
          >
            {t('operations.visits.report')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <ListPage
      title={t('operations.visits.title')}
      search={t('operations.visits.search')}
      list={list}
      result={workOrders}
      columns={columns}
      rowKey={(order) => order.id}
      empty={t('operations.visits.empty')}
      fetchFailed={fetchFailed}
      cards
    />
  );
}

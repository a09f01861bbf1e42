import { Button } from '@mantine/core';
import type { WorkOrder } from '@portside/contracts/work-orders';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useWorkOrderColumns, workOrderSortKeys } from '../../../components/work-orders/work-order-columns';
import { useFormatDateTime } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import { useListState } from '../../../lib/use-list-state';
import { useWorkOrders } from '../../../lib/work-orders/get-work-orders';
import { workOrderPaths } from '../paths';

const fetchFailed = 'Failed to fetch work orders';

/** Commercial: the work orders (spec 2.2 /orders), searched, sorted and paged on the server, newest first. */
export function OrdersPage() {
  const { t } = useTranslation('commercial');
  const common = useWorkOrderColumns();
  const formatDateTime = useFormatDateTime();
  const format = useFormatNumber();
  const list = useListState({
    pageSize: 20,
    sort: { keys: workOrderSortKeys, key: 'createdAt', order: 'desc' },
  });
  const workOrders = useWorkOrders(list.query);

  const columns: Column<WorkOrder>[] = [
    common.number,
    common.vessel,
    { key: 'agent', header: t('orders.shippingAgent'), render: (order) => order.vessel.shippingAgent },
    common.arrivalDate,
    common.status,
    { key: 'items', header: t('orders.items'), render: (order) => format.count(order.itemCount) },
    { key: 'packages', header: t('orders.packages'), render: (order) => format.count(order.totalPackages) },
    { key: 'cbm', header: t('orders.cbm'), render: (order) => format.cbm(order.totalCbm) },
    {
      key: 'createdAt',
      header: t('orders.createdAt'),
      sortKey: 'createdAt',
      render: (order) => formatDateTime(order.createdAt),
    },
    {
      key: 'view',
      header: t('orders.actions'),
      render: (order) => (
        <Button
          component={Link}
          to={workOrderPaths.view({ id: order.id })}
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} />}
          aria-label={t('orders.viewOrder', { number: order.number })}
        >
          {t('orders.view')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title={t('orders.title')}
      add={{ label: t('orders.add'), to: workOrderPaths.new() }}
      search={t('orders.search')}
      list={list}
      result={workOrders}
      columns={columns}
      rowKey={(order) => order.id}
      empty={t('orders.empty')}
      fetchFailed={fetchFailed}
    />
  );
}

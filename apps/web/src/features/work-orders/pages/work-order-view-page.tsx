import { Button, Title } from '@mantine/core';
import type { Item } from '@portside/contracts/work-orders';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { WorkOrderItemsTable } from '../../../components/work-orders/work-order-items-table';
import { WorkOrderPage } from '../../../components/work-orders/work-order-page';
import { workOrderFailed } from '../../../lib/work-orders/get-work-order';
import { ManifestCard } from '../components/manifest-card';
import { SubItemsPanel } from '../components/sub-items-panel';
import { workOrderPaths } from '../paths';

/** Each BL's vehicles (sub-items) in a table under its row. */
const vehiclesOf = (item: Item) =>
  item.subItems.length > 0 && (
    <SubItemsPanel blNo={item.blNo} subItems={item.subItems.map(({ id, ...sub }) => ({ key: String(id), ...sub }))} />
  );

/** Commercial: one work order read-only (spec 2.2 /work-orders/{id}): header, totals, manifest and items. */
export function WorkOrderViewPage() {
  const { t } = useTranslation('commercial');
  return (
    <WorkOrderPage
      back={<BackButton to={workOrderPaths.list()}>{t('workOrderView.back')}</BackButton>}
      failed={workOrderFailed}
      title={(order) => t('workOrderView.title', { number: order.number })}
      actions={(order) =>
        order.status === 'draft' && (
          <Button component={Link} to={workOrderPaths.edit({ id: order.id })} leftSection={<IconPencil size={16} />}>
            {t('workOrderView.edit')}
          </Button>
        )
      }
      above={(order) => (
        <>
          <ManifestCard workOrder={order} />
          <Title order={3} size="h4">
            {t('workOrderView.items')}
          </Title>
        </>
      )}
      loadingItems={t('workOrderView.loadingItems')}
      items={(items) => <WorkOrderItemsTable items={items} details={vehiclesOf} />}
    />
  );
}

import { Button, Group, Modal, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { countIncompleteSubItems, type Item } from '@portside/contracts/work-orders';
import { IconMaximize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WorkOrderItemsTable } from '../../../components/work-orders/work-order-items-table';

/** Spec 2.6 Notes of a BL: how many vehicles it carries and how many of them lack maker, model or chassis. */
function useVehicleNotes() {
  const { t } = useTranslation();
  return (item: Item) => {
    if (item.subItems.length === 0) return '—';
    const incomplete = countIncompleteSubItems([item]);
    const vehicles = t('operations.draft.vehicles', { count: item.subItems.length });
    return incomplete > 0 ? `${vehicles} ${t('operations.draft.incomplete', { count: incomplete })}` : vehicles;
  };
}

/**
 * The BLs of the work order read-only (spec 2.6 Draft Details), and the same table in a full-screen view for a wide
 * manifest; Escape or the close button leaves it.
 */
export function DraftItems({ items, title }: { items: Item[]; title: string }) {
  const { t } = useTranslation();
  const notes = useVehicleNotes();
  const [fullScreen, { open, close }] = useDisclosure(false);
  return (
    <>
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('operations.draft.items')}
        </Title>
        <Button variant="default" size="xs" leftSection={<IconMaximize size={14} />} onClick={open}>
          {t('operations.draft.fullScreen')}
        </Button>
      </Group>
      <WorkOrderItemsTable items={items} notes={notes} />
      <Modal
        opened={fullScreen}
        onClose={close}
        fullScreen
        title={title}
        closeButtonProps={{ 'aria-label': t('operations.draft.exitFullScreen') }}
      >
        <WorkOrderItemsTable items={items} notes={notes} />
      </Modal>
    </>
  );
}

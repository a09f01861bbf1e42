import type { WorkOrder } from '@portside/contracts/work-orders';
import { useTranslation } from 'react-i18next';
import { voyageAfterV } from '../../lib/voyage';

/** Spec: a vessel is shown as "name V.voyage" (lib/voyage.ts). */
export function VesselVoyage({ vessel }: { vessel: Pick<WorkOrder['vessel'], 'name' | 'voyageNumber'> }) {
  const { t } = useTranslation('commercial');
  return t('orders.vesselVoyage', { name: vessel.name, voyage: voyageAfterV(vessel.voyageNumber) });
}

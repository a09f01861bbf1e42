import type { WorkOrder } from '@portside/contracts/work-orders';
import { useTranslation } from 'react-i18next';

/** Spec: a vessel is shown as "name V.voyage"; a voyage number already written with its "V." keeps one. */
export function VesselVoyage({ vessel }: { vessel: Pick<WorkOrder['vessel'], 'name' | 'voyageNumber'> }) {
  const { t } = useTranslation('commercial');
  return t('orders.vesselVoyage', { name: vessel.name, voyage: vessel.voyageNumber.replace(/^v\.\s*/i, '') });
}

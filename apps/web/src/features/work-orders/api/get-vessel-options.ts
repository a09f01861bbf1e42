import { useTranslation } from 'react-i18next';
import { useVesselOptions } from '../../../lib/vessels/vessel-options';

/** The work order's vessel picker: any vessel whose name or voyage contains what was typed, with its voyage. */
export function useWorkOrderVessels(q: string) {
  const { t } = useTranslation('commercial');
  return useVesselOptions(q, 'any', (vessel) =>
    t('workOrder.vesselOption', { name: vessel.name, voyage: vessel.voyageNumber }),
  );
}

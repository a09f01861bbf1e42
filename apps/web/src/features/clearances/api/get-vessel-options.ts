import { useTranslation } from 'react-i18next';
import { useVesselOptions, type VesselScope } from '../../../lib/vessels/vessel-options';

function useClearanceVessels(q: string, scope: VesselScope) {
  const { t } = useTranslation('clearance');
  return useVesselOptions(q, scope, (vessel) =>
    t('form.vesselOption', { name: vessel.name, voyage: vessel.voyageNumber }),
  );
}

/** Every vessel whose name or voyage contains what was typed, searched by the server. */
export const useAnyVesselOptions = (q: string) => useClearanceVessels(q, 'any');
/** The vessels of the latest completed visits whose name or voyage contains what was typed. */
export const useCompletedVesselOptions = (q: string) => useClearanceVessels(q, 'completed');

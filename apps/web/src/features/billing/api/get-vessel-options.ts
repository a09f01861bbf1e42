import { useTranslation } from 'react-i18next';
import { useVesselOptions } from '../../../lib/vessels/vessel-options';
import { voyageAfterV } from '../../../lib/voyage';

/**
 * The vessels to bill from: the latest completed visits first, then any other vessel the server finds, so a BL
 * discharged from a visit still in progress can be billed too.
 */
export function useBillingVessels(q: string) {
  const { t } = useTranslation('billing');
  return useVesselOptions(q, 'completedFirst', (vessel) =>
    t('form.vesselOption', { name: vessel.name, voyage: voyageAfterV(vessel.voyageNumber) }),
  );
}

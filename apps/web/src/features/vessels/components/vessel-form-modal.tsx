import { type Vessel, type VesselBody, vesselBodySchema } from '@portside/contracts/vessels';
import { useMemo } from 'react';
import { RegistryFormModal } from '../../../components/registry-form-modal';
import { vesselsApi } from '../api/vessels-api';
import { VesselFields, type VesselValues, vesselFields } from './vessel-fields';

const failureMessage = 'Failed to save the vessel.';

type Props = { opened: boolean; row?: Vessel; title: string; onClose: () => void; onSaved: (row: Vessel) => void };

/** Corrects a vessel of the list: its name, voyage number or agent (new ones are added on their own page). */
export function VesselFormModal({ row, ...props }: Props) {
  const save = vesselsApi.useSave();
  const values = useMemo<VesselValues>(
    () => ({ name: row?.name ?? '', voyageNumber: row?.voyageNumber ?? '', companyId: row?.shippingAgentId ?? null }),
    [row],
  );
  return (
    <RegistryFormModal<VesselValues, VesselBody, Vessel>
      // A new form for each vessel: the agent picker starts from the vessel's agent, never from the last one's.
      key={row?.id ?? 'new'}
      {...props}
      schema={vesselBodySchema}
      values={values}
      fields={vesselFields}
      failureMessage={failureMessage}
      saving={save.isPending}
      save={(body, callbacks) => save.mutate({ id: row?.id, version: row?.version, body }, callbacks)}
    >
      {(form) => <VesselFields form={form} vessel={row} />}
    </RegistryFormModal>
  );
}

import {
  type ShippingAgent,
  type ShippingAgentBody,
  shippingAgentBodySchema,
} from '@portside/contracts/shipping-agents';
import { useMemo } from 'react';
import { RegistryFormModal } from '../../../components/registry-form-modal';
import { shippingAgentsApi } from '../api/shipping-agents-api';
import { ShippingAgentFields, type ShippingAgentValues, shippingAgentFields } from './shipping-agent-fields';

const failureMessage = 'Failed to save the shipping agent.';

type Props = {
  opened: boolean;
  row?: ShippingAgent;
  title: string;
  onClose: () => void;
  onSaved: (row: ShippingAgent) => void;
};

/** Corrects an agent of the list: its line or its name (new ones are created in the form above the list). */
export function ShippingAgentFormModal({ row, ...props }: Props) {
  const save = shippingAgentsApi.useSave();
  const values = useMemo<ShippingAgentValues>(
    () => ({ slId: row?.shippingLineId ?? null, name: row?.name ?? '' }),
    [row],
  );
  return (
    <RegistryFormModal<ShippingAgentValues, ShippingAgentBody, ShippingAgent>
      // A new form for each agent: the line picker starts from the agent's line, never from the last one's.
      key={row?.id ?? 'new'}
      {...props}
      schema={shippingAgentBodySchema}
      values={values}
      fields={shippingAgentFields}
      failureMessage={failureMessage}
      saving={save.isPending}
      save={(body, callbacks) => save.mutate({ id: row?.id, version: row?.version, body }, callbacks)}
    >
      {(form) => <ShippingAgentFields form={form} agent={row} autoFocus />}
    </RegistryFormModal>
  );
}

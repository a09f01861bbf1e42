import { TextInput } from '@mantine/core';
import type { ShippingAgent, ShippingAgentBody } from '@portside/contracts/shipping-agents';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ServerSelect } from '../../../components/server-select';
import { useMessage } from '../../../lib/messages';
import { useShippingLineOptions } from '../api/get-shipping-lines';

/** The form starts without a line; the schema refuses it with "Shipping line is required". */
export type ShippingAgentValues = { slId: number | null; name: string };
/** The fields that server messages may name. */
export const shippingAgentFields = ['slId', 'name'] as const;

/** An agent's line and name, as Create Shipping Agent and the edit dialog ask them. */
export function ShippingAgentFields({
  form,
  agent,
  autoFocus,
}: {
  form: UseFormReturn<ShippingAgentValues, unknown, ShippingAgentBody>;
  agent?: ShippingAgent;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('commercial');
  const translate = useMessage();
  const { errors } = form.formState;
  return (
    <>
      <ServerSelect
        control={form.control}
        name="slId"
        label={t('shippingAgents.line')}
        placeholder={t('shippingAgents.linePlaceholder')}
        nothingFound={t('shippingAgents.noLine')}
        required
        useOptions={useShippingLineOptions}
        initial={agent && { value: String(agent.shippingLineId), label: agent.shippingLineName }}
        error={translate(errors.slId?.message)}
      />
      <TextInput
        label={t('shippingAgents.name')}
        required
        data-autofocus={autoFocus}
        error={translate(errors.name?.message)}
        {...form.register('name')}
      />
    </>
  );
}

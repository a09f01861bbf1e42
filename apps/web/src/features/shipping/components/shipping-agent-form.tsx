import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { type ShippingAgentBody, shippingAgentBodySchema } from '@portside/contracts/shipping-agents';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmedCreateForm } from '../../../components/confirmed-create-form';
import { ServerSelect } from '../../../components/server-select';
import { useMessage } from '../../../lib/messages';
import { useCreateShippingAgent } from '../api/create-shipping-agent';
import { useShippingLineOptions } from '../api/get-shipping-lines';

const createdMessage = 'Shipping agent created successfully';
const failureMessage = 'An unexpected error occurred while creating the shipping agent';

/** The form starts without a line; the schema refuses it with "Shipping line is required". */
type ShippingAgentValues = { slId: number | null; name: string };

export function ShippingAgentForm() {
  const { t } = useTranslation('commercial');
  const translate = useMessage();
  const createShippingAgent = useCreateShippingAgent();
  const form = useForm<ShippingAgentValues, unknown, ShippingAgentBody>({
    resolver: zodResolver(shippingAgentBodySchema) as Resolver<ShippingAgentValues, unknown, ShippingAgentBody>,
    defaultValues: { slId: null, name: '' },
  });
  const { errors } = form.formState;

  return (
    <ConfirmedCreateForm
      form={form}
      fields={['slId', 'name']}
      create={createShippingAgent.mutateAsync}
      successMessage={createdMessage}
      failureMessage={failureMessage}
      confirmTitle={t('shippingAgents.confirmTitle')}
      confirmMessage={t('shippingAgents.confirmMessage')}
    >
      <ServerSelect
        control={form.control}
        name="slId"
        label={t('shippingAgents.line')}
        placeholder={t('shippingAgents.linePlaceholder')}
        nothingFound={t('shippingAgents.noLine')}
        required
        useOptions={useShippingLineOptions}
        error={translate(errors.slId?.message)}
      />
      <TextInput
        label={t('shippingAgents.name')}
        required
        error={translate(errors.name?.message)}
        {...form.register('name')}
      />
    </ConfirmedCreateForm>
  );
}

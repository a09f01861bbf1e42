import { zodResolver } from '@hookform/resolvers/zod';
import { type ShippingAgentBody, shippingAgentBodySchema } from '@portside/contracts/shipping-agents';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmedCreateForm } from '../../../components/confirmed-create-form';
import { shippingAgentsApi } from '../api/shipping-agents-api';
import { ShippingAgentFields, type ShippingAgentValues, shippingAgentFields } from './shipping-agent-fields';

const createdMessage = 'Shipping agent created successfully';
const failureMessage = 'An unexpected error occurred while creating the shipping agent';

export function ShippingAgentForm() {
  const { t } = useTranslation('commercial');
  const save = shippingAgentsApi.useSave();
  const form = useForm<ShippingAgentValues, unknown, ShippingAgentBody>({
    resolver: zodResolver(shippingAgentBodySchema) as Resolver<ShippingAgentValues, unknown, ShippingAgentBody>,
    defaultValues: { slId: null, name: '' },
  });

  return (
    <ConfirmedCreateForm
      form={form}
      fields={shippingAgentFields}
      create={(body) => save.mutateAsync({ body })}
      successMessage={createdMessage}
      failureMessage={failureMessage}
      confirmTitle={t('shippingAgents.confirmTitle')}
      confirmMessage={t('shippingAgents.confirmMessage')}
    >
      <ShippingAgentFields form={form} />
    </ConfirmedCreateForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { type VesselBody, vesselBodySchema } from '@portside/contracts/vessels';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmedCreateForm } from '../../../components/confirmed-create-form';
import { ServerSelect } from '../../../components/server-select';
import { useMessage } from '../../../lib/messages';
import { useCreateVessel } from '../api/create-vessel';
import { useShippingAgentOptions } from '../api/get-shipping-agent-options';

const createdMessage = 'Vessel created successfully';
const failureMessage = 'An unexpected error occurred while creating the vessel';

/** The form starts without an agent; the schema refuses it with "Company is required". */
type VesselValues = Omit<VesselBody, 'companyId'> & { companyId: number | null };
const resolver = zodResolver(vesselBodySchema) as Resolver<VesselValues, unknown, VesselBody>;

/** Add Vessel (spec 2.5): name, voyage number and the shipping agent that brings it. */
export function VesselForm() {
  const { t } = useTranslation('commercial');
  const translate = useMessage();
  const createVessel = useCreateVessel();
  const form = useForm<VesselValues, unknown, VesselBody>({
    resolver,
    defaultValues: { name: '', voyageNumber: '', companyId: null },
  });
  const { errors } = form.formState;

  return (
    <ConfirmedCreateForm
      form={form}
      fields={['name', 'voyageNumber', 'companyId']}
      create={createVessel.mutateAsync}
      successMessage={createdMessage}
      failureMessage={failureMessage}
      confirmTitle={t('vesselForm.confirmTitle')}
      confirmMessage={t('vesselForm.confirmMessage')}
    >
      <TextInput
        label={t('vesselForm.name')}
        required
        error={translate(errors.name?.message)}
        {...form.register('name')}
      />
      <TextInput
        label={t('vesselForm.voyageNumber')}
        required
        error={translate(errors.voyageNumber?.message)}
        {...form.register('voyageNumber')}
      />
      <ServerSelect
        control={form.control}
        name="companyId"
        label={t('vesselForm.agent')}
        placeholder={t('vesselForm.agentPlaceholder')}
        nothingFound={t('vesselForm.noAgent')}
        required
        useOptions={useShippingAgentOptions}
        error={translate(errors.companyId?.message)}
      />
    </ConfirmedCreateForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type VesselBody, vesselBodySchema } from '@portside/contracts/vessels';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmedCreateForm } from '../../../components/confirmed-create-form';
import { useCreateVessel } from '../api/create-vessel';
import { VesselFields, type VesselValues, vesselFields } from './vessel-fields';

const createdMessage = 'Vessel created successfully';
const failureMessage = 'An unexpected error occurred while creating the vessel';

const resolver = zodResolver(vesselBodySchema) as Resolver<VesselValues, unknown, VesselBody>;

/** Add Vessel (spec 2.5): name, voyage number and the shipping agent that brings it. */
export function VesselForm() {
  const { t } = useTranslation('commercial');
  const createVessel = useCreateVessel();
  const form = useForm<VesselValues, unknown, VesselBody>({
    resolver,
    defaultValues: { name: '', voyageNumber: '', companyId: null },
  });

  return (
    <ConfirmedCreateForm
      form={form}
      fields={vesselFields}
      create={createVessel.mutateAsync}
      successMessage={createdMessage}
      failureMessage={failureMessage}
      confirmTitle={t('vesselForm.confirmTitle')}
      confirmMessage={t('vesselForm.confirmMessage')}
    >
      <VesselFields form={form} />
    </ConfirmedCreateForm>
  );
}

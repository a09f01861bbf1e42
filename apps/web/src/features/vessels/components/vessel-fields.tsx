import { TextInput } from '@mantine/core';
import type { Vessel, VesselBody } from '@portside/contracts/vessels';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ServerSelect } from '../../../components/server-select';
import { useMessage } from '../../../lib/messages';
import { useShippingAgentOptions } from '../api/get-shipping-agent-options';

/** The form starts without an agent; the schema refuses it with "Company is required". */
export type VesselValues = Omit<VesselBody, 'companyId'> & { companyId: number | null };
/** The fields that server messages may name. */
export const vesselFields = ['name', 'voyageNumber', 'companyId'] as const;

/** A vessel's name, voyage number and shipping agent, as Add Vessel and the edit dialog ask them. */
export function VesselFields({
  form,
  vessel,
}: {
  form: UseFormReturn<VesselValues, unknown, VesselBody>;
  vessel?: Vessel;
}) {
  const { t } = useTranslation('commercial');
  const translate = useMessage();
  const { errors } = form.formState;
  return (
    <>
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
        initial={vessel && { value: String(vessel.shippingAgentId), label: vessel.shippingAgent }}
        error={translate(errors.companyId?.message)}
      />
    </>
  );
}

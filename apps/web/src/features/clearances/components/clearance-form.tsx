import { zodResolver } from '@hookform/resolvers/zod';
import { Group, TextInput } from '@mantine/core';
import { type ClearanceBody, clearanceBodySchema, clearanceMessages } from '@portside/contracts/clearances';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmedCreateForm } from '../../../components/confirmed-create-form';
import type { SelectOption } from '../../../components/server-select';
import { useMessage } from '../../../lib/messages';
import { useTimeZone } from '../../../lib/time-zone';
import { useCreateClearance } from '../api/create-clearance';
import { BlFinder } from './bl-finder';
import { VesselItemsTable } from './vessel-items-table';
import { VesselPicker } from './vessel-picker';

/** No vessel and no BL at first: the schema refuses the missing BL with "Item ID is required". */
type ClearanceValues = Omit<ClearanceBody, 'itemId' | 'vesselId'> & {
  itemId: number | undefined;
  vesselId: number | null;
};
const resolver = zodResolver(clearanceBodySchema) as Resolver<ClearanceValues, unknown, ClearanceBody>;

/**
 * Create clearance (spec 2.5): the vessel, one of its BLs not yet cleared, the clearance number and its date; or the
 * BL found by the start of its number, which chooses its vessel.
 */
export function ClearanceForm() {
  const { t } = useTranslation('clearance');
  const translate = useMessage();
  const createClearance = useCreateClearance();
  const today = new Date().toLocaleDateString('en-CA', { timeZone: useTimeZone() });
  const form = useForm<ClearanceValues, unknown, ClearanceBody>({
    resolver,
    defaultValues: { vesselId: null, itemId: undefined, clearanceNumber: '', clearanceDate: today },
  });
  const { errors, isSubmitted } = form.formState;
  const [vesselId, itemId] = useWatch({ control: form.control, name: ['vesselId', 'itemId'] });
  const [chosenBl, setChosenBl] = useState('');
  // The vessel of a BL found by its number, shown by the vessel picker (a new one, starting with it).
  const [foundVessel, setFoundVessel] = useState<SelectOption | undefined>(undefined);

  return (
    <ConfirmedCreateForm
      form={form}
      fields={['vesselId', 'itemId', 'clearanceNumber', 'clearanceDate']}
      create={createClearance.mutateAsync}
      successMessage={clearanceMessages.created}
      failureMessage={clearanceMessages.failedToCreate}
      confirmTitle={t('form.confirmTitle')}
      confirmMessage={(values) => t('form.confirmMessage', { blNo: chosenBl, clearanceNumber: values.clearanceNumber })}
    >
      <BlFinder
        value={itemId ?? null}
        onChoose={(bl) => {
          setChosenBl(bl.blNo);
          setFoundVessel({
            value: String(bl.vesselId),
            label: t('form.vesselOption', { name: bl.vesselName, voyage: bl.voyageNo }),
          });
          form.setValue('vesselId', bl.vesselId, { shouldDirty: true });
          form.setValue('itemId', bl.itemId, { shouldDirty: true, shouldValidate: isSubmitted });
        }}
      />
      <VesselPicker
        key={foundVessel?.value ?? 'picked'}
        initial={foundVessel}
        value={vesselId}
        onChange={(next) => {
          form.setValue('vesselId', next, { shouldDirty: true });
          form.setValue('itemId', undefined, { shouldValidate: isSubmitted });
        }}
        error={translate(errors.vesselId?.message)}
      />
      <VesselItemsTable
        // Another vessel starts a new BL search.
        key={vesselId ?? 'none'}
        vesselId={vesselId}
        chosenId={itemId}
        onChoose={(item) => {
          setChosenBl(item.blNo);
          form.setValue('itemId', item.id, { shouldDirty: true, shouldValidate: isSubmitted });
        }}
        error={translate(errors.itemId?.message)}
      />
      <Group align="flex-start">
        <TextInput
          label={t('form.clearanceNumber')}
          required
          maw={320}
          error={translate(errors.clearanceNumber?.message)}
          {...form.register('clearanceNumber')}
        />
        <TextInput
          type="date"
          label={t('form.clearanceDate')}
          required
          max={today}
          maw={220}
          error={translate(errors.clearanceDate?.message)}
          {...form.register('clearanceDate')}
        />
      </Group>
    </ConfirmedCreateForm>
  );
}

import { TextInput } from '@mantine/core';
import { type ShippingLine, type ShippingLineBody, shippingLineBodySchema } from '@portside/contracts/shipping-lines';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RegistryFormModal } from '../../../components/registry-form-modal';
import { useMessage } from '../../../lib/messages';
import { shippingLinesApi } from '../api/shipping-lines-api';

const failureMessage = 'Failed to save the shipping line.';

type Props = {
  opened: boolean;
  row?: ShippingLine;
  title: string;
  onClose: () => void;
  onSaved: (row: ShippingLine) => void;
};

/** Corrects a line of the list (new ones are created on their own page). */
export function ShippingLineFormModal({ row, ...props }: Props) {
  const { t } = useTranslation('commercial');
  const translate = useMessage();
  const save = shippingLinesApi.useSave();
  const values = useMemo<ShippingLineBody>(() => ({ name: row?.name ?? '' }), [row]);
  return (
    <RegistryFormModal<ShippingLineBody, ShippingLineBody, ShippingLine>
      {...props}
      schema={shippingLineBodySchema}
      values={values}
      fields={['name']}
      failureMessage={failureMessage}
      saving={save.isPending}
      save={(body, callbacks) => save.mutate({ id: row?.slId, version: row?.version, body }, callbacks)}
    >
      {(form) => (
        <TextInput
          label={t('shippingLineForm.name')}
          required
          data-autofocus
          error={translate(form.formState.errors.name?.message)}
          {...form.register('name')}
        />
      )}
    </RegistryFormModal>
  );
}

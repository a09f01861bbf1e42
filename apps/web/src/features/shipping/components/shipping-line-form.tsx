import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { type ShippingLineBody, shippingLineBodySchema } from '@portside/contracts/shipping-lines';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmedCreateForm } from '../../../components/confirmed-create-form';
import { useMessage } from '../../../lib/messages';
import { useCreateShippingLine } from '../api/create-shipping-line';

const createdMessage = 'Shipping line created successfully';
const failureMessage = 'An unexpected error occurred while creating the shipping line';

export function ShippingLineForm() {
  const { t } = useTranslation('commercial');
  const translate = useMessage();
  const createShippingLine = useCreateShippingLine();
  const form = useForm<ShippingLineBody>({
    resolver: zodResolver(shippingLineBodySchema),
    defaultValues: { name: '' },
  });

  return (
    <ConfirmedCreateForm
      form={form}
      fields={['name']}
      create={createShippingLine.mutateAsync}
      successMessage={createdMessage}
      failureMessage={failureMessage}
      confirmTitle={t('shippingLineForm.confirmTitle')}
      confirmMessage={t('shippingLineForm.confirmMessage')}
    >
      <TextInput
        label={t('shippingLineForm.name')}
        required
        error={translate(form.formState.errors.name?.message)}
        {...form.register('name')}
      />
    </ConfirmedCreateForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { type ClientBody, type ClientBodyInput, clientBodySchema } from '@portside/contracts/clients';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmedCreateForm } from '../../../components/confirmed-create-form';
import { ServerSelect } from '../../../components/server-select';
import { useMessage } from '../../../lib/messages';
import { useCreateClient } from '../api/create-client';
import { useCompanyNameOptions } from '../api/get-company-names';

const createdMessage = 'Client created successfully';
const failureMessage = 'An unexpected error occurred while creating the client';

type TextField = Exclude<keyof ClientBodyInput, 'companyId' | 'isShippingAddressSameToBilling'>;
const empty: Required<Record<TextField, string>> &
  Pick<ClientBodyInput, 'companyId' | 'isShippingAddressSameToBilling'> = {
  firstName: '',
  middleName: '',
  lastName: '',
  suffix: '',
  companyId: null,
  email: '',
  mobileNumber: '',
  fax: '',
  other: '',
  website: '',
  address: '',
  city: '',
  province: '',
  zipCode: '',
  country: '',
  isShippingAddressSameToBilling: true,
  paymentMethod: '',
  terms: '',
  deliveryOptions: '',
  language: '',
  salesTaxRegistration: '',
  openingBalance: '',
  openingBalanceAsOf: '',
};
const fields = Object.keys(empty) as Path<ClientBodyInput>[];

/** Add Client (spec 2.5, 3, 5): every field of the client; the company is picked from the company names. */
export function ClientForm() {
  const { t } = useTranslation('commercial');
  const translate = useMessage();
  const createClient = useCreateClient();
  const form = useForm<ClientBodyInput, unknown, ClientBody>({
    resolver: zodResolver(clientBodySchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const text = (name: TextField, props: { required?: boolean; type?: string } = {}) => (
    <TextInput
      label={t(`clientForm.${name}`)}
      error={translate(errors[name]?.message)}
      {...props}
      {...form.register(name)}
    />
  );

  return (
    <ConfirmedCreateForm
      form={form}
      fields={fields}
      create={createClient.mutateAsync}
      successMessage={createdMessage}
      failureMessage={failureMessage}
      confirmTitle={t('clientForm.confirmTitle')}
      confirmMessage={t('clientForm.confirmMessage')}
    >
      <Fieldset legend={t('clientForm.person')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {text('firstName', { required: true })}
          {text('middleName')}
          {text('lastName', { required: true })}
          {text('suffix')}
        </SimpleGrid>
        <ServerSelect
          control={form.control}
          name="companyId"
          label={t('clientForm.company')}
          placeholder={t('clientForm.companyPlaceholder')}
          nothingFound={t('clientForm.noCompany')}
          useOptions={useCompanyNameOptions}
          error={translate(errors.companyId?.message)}
        />
      </Fieldset>
      <Fieldset legend={t('clientForm.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('email', { required: true, type: 'email' })}
          {text('mobileNumber', { required: true, type: 'tel' })}
          {text('fax')}
          {text('website')}
          {text('other')}
          {text('language')}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('clientForm.addressSection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('address')}
          {text('city')}
          {text('province')}
          {text('zipCode')}
          {text('country')}
        </SimpleGrid>
        <Checkbox
          mt="md"
          label={t('clientForm.sameShippingAddress')}
          {...form.register('isShippingAddressSameToBilling')}
        />
      </Fieldset>
      <Fieldset legend={t('clientForm.billing')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('paymentMethod')}
          {text('terms')}
          {text('deliveryOptions')}
          {text('salesTaxRegistration')}
          {text('openingBalance', { type: 'text' })}
          {text('openingBalanceAsOf', { type: 'date' })}
        </SimpleGrid>
      </Fieldset>
    </ConfirmedCreateForm>
  );
}

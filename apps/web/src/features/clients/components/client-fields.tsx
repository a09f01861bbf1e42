import { Checkbox, Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { Client, ClientBody, ClientBodyInput } from '@portside/contracts/clients';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ServerSelect } from '../../../components/server-select';
import { useMessage } from '../../../lib/messages';
import { useCompanyNameOptions } from '../api/get-company-names';

type TextField = Exclude<keyof ClientBodyInput, 'companyId' | 'isShippingAddressSameToBilling'>;
export type ClientValues = Required<Record<TextField, string>> &
  Pick<ClientBodyInput, 'companyId' | 'isShippingAddressSameToBilling'>;

/** The values of a client's form: its fields as typed, an empty one as '' (a new client's when absent). */
export function clientValues(client?: Client): ClientValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    firstName: text(client?.firstName),
    middleName: text(client?.middleName),
    lastName: text(client?.lastName),
    suffix: text(client?.suffix),
    companyId: client?.companyId ?? null,
    email: text(client?.email),
    mobileNumber: text(client?.mobileNumber),
    fax: text(client?.fax),
    other: text(client?.other),
    website: text(client?.website),
    address: text(client?.address),
    city: text(client?.city),
    province: text(client?.province),
    zipCode: text(client?.zipCode),
    country: text(client?.country),
    isShippingAddressSameToBilling: client?.isShippingAddressSameToBilling ?? true,
    paymentMethod: text(client?.paymentMethod),
    terms: text(client?.terms),
    deliveryOptions: text(client?.deliveryOptions),
    language: text(client?.language),
    salesTaxRegistration: text(client?.salesTaxRegistration),
    tin: text(client?.tin),
    openingBalance: text(client?.openingBalance),
    openingBalanceAsOf: text(client?.openingBalanceAsOf),
  };
}
/** The fields that server messages may name. */
export const clientFields = Object.keys(clientValues()) as Path<ClientValues>[];

/** Every field of the client (spec 3, 5), as Add Client and the edit dialog ask them; the company is picked by name. */
export function ClientFields({
  form,
  client,
}: {
  form: UseFormReturn<ClientValues, unknown, ClientBody>;
  client?: Client;
}) {
  const { t } = useTranslation('commercial');
  const translate = useMessage();
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
    <>
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
          initial={
            client?.companyId ? { value: String(client.companyId), label: client.companyNameDisplay ?? '' } : undefined
          }
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
          {text('tin')}
          {text('salesTaxRegistration')}
          {text('openingBalance', { type: 'text' })}
          {text('openingBalanceAsOf', { type: 'date' })}
        </SimpleGrid>
      </Fieldset>
    </>
  );
}

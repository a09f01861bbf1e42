import { TextInput } from '@mantine/core';
import {
  type KindOfCompany,
  type KindOfCompanyBody,
  kindOfCompanyBodySchema,
} from '@portside/contracts/kinds-of-company';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RegistryFormModal } from '../../../components/registry-form-modal';
import { useMessage } from '../../../lib/messages';
import { kindsApi } from '../api/kinds-api';

const failureMessage = 'Failed to save the kind of company.';

type Props = {
  opened: boolean;
  row?: KindOfCompany;
  title: string;
  onClose: () => void;
  onSaved: (row: KindOfCompany) => void;
};

export function KindFormModal({ row, ...props }: Props) {
  const { t } = useTranslation();
  const translate = useMessage();
  const save = kindsApi.useSave();
  const values = useMemo<KindOfCompanyBody>(() => ({ name: row?.name ?? '' }), [row]);
  return (
    <RegistryFormModal<KindOfCompanyBody, KindOfCompanyBody, KindOfCompany>
      {...props}
      schema={kindOfCompanyBodySchema}
      values={values}
      fields={['name']}
      failureMessage={failureMessage}
      saving={save.isPending}
      save={(body, callbacks) => save.mutate({ id: row?.id, version: row?.version, body }, callbacks)}
    >
      {({ register, formState: { errors } }) => (
        <TextInput
          label={t('kinds.name')}
          required
          data-autofocus
          error={translate(errors.name?.message)}
          {...register('name')}
        />
      )}
    </RegistryFormModal>
  );
}

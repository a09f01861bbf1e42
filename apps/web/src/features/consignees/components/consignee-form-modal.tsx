import { TextInput } from '@mantine/core';
import {
  type Consignee,
  type ConsigneeBody,
  type ConsigneeBodyInput,
  consigneeBodySchema,
} from '@portside/contracts/consignees';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RegistryFormModal } from '../../../components/registry-form-modal';
import { useMessage } from '../../../lib/messages';
import { consigneesApi } from '../api/consignees-api';
import { ClientCompanySelect } from './client-company-select';

const failureMessage = 'Failed to save the consignee.';

type Props = {
  opened: boolean;
  row?: Consignee;
  title: string;
  onClose: () => void;
  onSaved: (row: Consignee) => void;
};

export function ConsigneeFormModal({ row, ...props }: Props) {
  const { t } = useTranslation();
  const translate = useMessage();
  const save = consigneesApi.useSave();
  const values = useMemo<ConsigneeBodyInput>(
    () => ({ name: row?.name ?? '', companyId: row?.companyId ?? null }),
    [row],
  );
  return (
    <RegistryFormModal<ConsigneeBodyInput, ConsigneeBody, Consignee>
      {...props}
      schema={consigneeBodySchema}
      values={values}
      fields={['name', 'companyId']}
      failureMessage={failureMessage}
      saving={save.isPending}
      save={(body, callbacks) => save.mutate({ id: row?.id, version: row?.version, body }, callbacks)}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <TextInput
            label={t('consignees.name')}
            required
            data-autofocus
            error={translate(errors.name?.message)}
            {...register('name')}
          />
          <Controller
            control={control}
            name="companyId"
            render={({ field }) => (
              <ClientCompanySelect
                value={field.value ?? null}
                initialName={row?.companyName ?? null}
                onChange={field.onChange}
                error={translate(errors.companyId?.message)}
              />
            )}
          />
        </>
      )}
    </RegistryFormModal>
  );
}

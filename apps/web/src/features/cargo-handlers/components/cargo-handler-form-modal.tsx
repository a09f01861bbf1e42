import { Select, TextInput } from '@mantine/core';
import {
  type CargoHandler,
  type CargoHandlerBody,
  cargoHandlerBodySchema,
  cargoHandlerTypes,
} from '@portside/contracts/cargo-handlers';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RegistryFormModal } from '../../../components/registry-form-modal';
import { useMessage } from '../../../lib/messages';
import { cargoHandlersApi } from '../api/cargo-handlers-api';

const failureMessage = 'Failed to save the cargo handler.';
type Values = { name: string; type: CargoHandlerBody['type'] | null };

type Props = {
  opened: boolean;
  row?: CargoHandler;
  title: string;
  onClose: () => void;
  onSaved: (row: CargoHandler) => void;
};

export function CargoHandlerFormModal({ row, ...props }: Props) {
  const { t } = useTranslation();
  const translate = useMessage();
  const save = cargoHandlersApi.useSave();
  const values = useMemo<Values>(() => ({ name: row?.name ?? '', type: row?.type ?? null }), [row]);
  return (
    <RegistryFormModal<Values, CargoHandlerBody, CargoHandler>
      {...props}
      schema={cargoHandlerBodySchema}
      values={values}
      fields={['name', 'type']}
      failureMessage={failureMessage}
      saving={save.isPending}
      save={(body, callbacks) => save.mutate({ id: row?.id, version: row?.version, body }, callbacks)}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <TextInput
            label={t('cargoHandlers.name')}
            required
            data-autofocus
            error={translate(errors.name?.message)}
            {...register('name')}
          />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('cargoHandlers.type')}
                required
                data={cargoHandlerTypes.map((type) => ({ value: type, label: t(`cargoHandlers.types.${type}`) }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={translate(errors.type?.message)}
                comboboxProps={{ withinPortal: false }}
              />
            )}
          />
        </>
      )}
    </RegistryFormModal>
  );
}

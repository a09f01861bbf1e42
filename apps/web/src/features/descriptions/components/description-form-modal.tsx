import { TextInput } from '@mantine/core';
import { type Description, type DescriptionBody, descriptionBodySchema } from '@portside/contracts/descriptions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RegistryFormModal } from '../../../components/registry-form-modal';
import { useMessage } from '../../../lib/messages';
import { descriptionsApi } from '../api/descriptions-api';

const failureMessage = 'Failed to save the description.';

type Props = {
  opened: boolean;
  row?: Description;
  title: string;
  onClose: () => void;
  onSaved: (row: Description) => void;
};

export function DescriptionFormModal({ row, ...props }: Props) {
  const { t } = useTranslation();
  const translate = useMessage();
  const save = descriptionsApi.useSave();
  const values = useMemo<DescriptionBody>(() => ({ content: row?.content ?? '' }), [row]);
  return (
    <RegistryFormModal<DescriptionBody, DescriptionBody, Description>
      {...props}
      schema={descriptionBodySchema}
      values={values}
      fields={['content']}
      failureMessage={failureMessage}
      saving={save.isPending}
      save={(body, callbacks) => save.mutate({ id: row?.id, version: row?.version, body }, callbacks)}
    >
      {({ register, formState: { errors } }) => (
        <TextInput
          label={t('descriptions.content')}
          required
          data-autofocus
          error={translate(errors.content?.message)}
          {...register('content')}
        />
      )}
    </RegistryFormModal>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  type KindOfCompany,
  type KindOfCompanyBody,
  kindOfCompanyBodySchema,
} from '@portside/contracts/kinds-of-company';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { applyServerError } from '../../../lib/form-errors';
import { useMessage } from '../../../lib/messages';
import { useSaveKind } from '../api/save-kind';

const failureMessage = 'Failed to save the kind of company.';

type KindFormModalProps = {
  opened: boolean;
  /** The kind to rename; a new one when absent. */
  kind?: KindOfCompany;
  onClose: () => void;
  onSaved: (kind: KindOfCompany) => void;
};

export function KindFormModal({ opened, kind, onClose, onSaved }: KindFormModalProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const save = useSaveKind();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<KindOfCompanyBody>({ resolver: zodResolver(kindOfCompanyBodySchema), defaultValues: { name: '' } });

  useEffect(() => {
    if (opened) {
      reset({ name: kind?.name ?? '' });
      setBanner(null);
    }
  }, [opened, kind, reset]);

  const submit = handleSubmit((body) =>
    save.mutate(
      { ...body, id: kind?.id },
      {
        onSuccess: onSaved,
        onError: (error) => setBanner(applyServerError(error, setError, ['name'], failureMessage)),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t(kind ? 'kinds.editTitle' : 'kinds.addTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrorBanner message={banner} />
          <TextInput
            label={t('kinds.name')}
            data-autofocus
            error={translate(errors.name?.message)}
            {...register('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

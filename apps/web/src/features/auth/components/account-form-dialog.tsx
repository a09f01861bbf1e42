import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { applyServerError } from '../../../lib/form-errors';
import { useMessage } from '../../../lib/messages';

export type AccountField<Values> = {
  name: Path<Values>;
  label: string;
  /** A password is typed hidden; a login in clear. */
  secret: boolean;
  autoComplete: string;
};

type AccountFormDialogProps<Values extends FieldValues, Body> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  schema: z.ZodType<Values, Values>;
  empty: Values;
  fields: readonly AccountField<Values>[];
  mutation: UseMutationResult<unknown, Error, Body>;
  /** What is sent: the form's values without those that never leave the browser. */
  toBody: (values: Values) => Body;
  /** English spec messages (spec 8), shown through the translator. */
  successMessage: string;
  failureMessage: string;
};

/**
 * The account dialogs of the avatar menu (spec 5, 8): the schema's messages on the fields, a success toast that
 * closes the dialog, server validation errors on their fields and the rest (or the server's sentence, else the
 * fallback) in the banner. Closing forgets what was typed.
 */
export function AccountFormDialog<Values extends FieldValues, Body>({
  opened,
  onClose,
  title,
  schema,
  empty,
  fields,
  mutation,
  toBody,
  successMessage,
  failureMessage,
}: AccountFormDialogProps<Values, Body>) {
  const { t } = useTranslation();
  const translate = useMessage();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty as DefaultValues<Values> });

  const close = () => {
    reset(empty);
    setBanner(null);
    onClose();
  };
  const submit = handleSubmit((values) => {
    setBanner(null);
    mutation.mutate(toBody(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: translate(successMessage) });
        close();
      },
      onError: (error) =>
        setBanner(
          applyServerError(
            error,
            setError,
            fields.map((field) => field.name),
            failureMessage,
          ),
        ),
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrorBanner message={banner} />
          {fields.map(({ name, label, secret, autoComplete }, index) => {
            const Input = secret ? PasswordInput : TextInput;
            const message = errors[name]?.message;
            return (
              <Input
                key={name}
                label={label}
                autoComplete={autoComplete}
                data-autofocus={index === 0 || undefined}
                error={translate(typeof message === 'string' ? message : undefined)}
                {...register(name)}
              />
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

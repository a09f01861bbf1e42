import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerError } from '../lib/form-errors';
import { FormErrorBanner } from './form-error-banner';

export type RegistryFormProps<Values extends FieldValues, Body, Row> = {
  opened: boolean;
  title: string;
  /** The contract's schema: the same rules and messages as the server (it also rejects the empty choices). */
  schema: z.ZodType<Body>;
  values: DefaultValues<Values>;
  /** Fields whose server messages show on the field; the others go to the banner. */
  fields: readonly Path<Values>[];
  failureMessage: string;
  /** The submit button's label; Save when absent. */
  submitLabel?: string;
  /** The dialog's width (Mantine's sizes); md unless said, lg for a form of many fields. */
  size?: string;
  saving: boolean;
  save: (body: Body, callbacks: { onSuccess: (row: Row) => void; onError: (error: unknown) => void }) => void;
  onClose: () => void;
  onSaved: (row: Row) => void;
  children: (form: UseFormReturn<Values, unknown, Body>) => ReactNode;
};

/** The add / edit dialog of a registry: its fields, Cancel and Save, server errors on the fields or in a banner. */
export function RegistryFormModal<Values extends FieldValues, Body, Row>({
  opened,
  title,
  schema,
  values,
  fields,
  failureMessage,
  submitLabel,
  size,
  saving,
  save,
  onClose,
  onSaved,
  children,
}: RegistryFormProps<Values, Body, Row>) {
  const { t } = useTranslation();
  const [banner, setBanner] = useState<string | null>(null);
  const resolver = zodResolver(schema as z.ZodType<Body, FieldValues>) as unknown as Resolver<Values, unknown, Body>;
  const form = useForm<Values, unknown, Body>({ resolver, defaultValues: values });
  const { reset } = form;

  useEffect(() => {
    if (opened) {
      reset(values);
      setBanner(null);
    }
  }, [opened, values, reset]);

  const submit = form.handleSubmit((body) =>
    save(body, {
      onSuccess: onSaved,
      onError: (error) => setBanner(applyServerError(error, form.setError, fields, failureMessage)),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrorBanner message={banner} />
          {children(form)}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel ?? t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

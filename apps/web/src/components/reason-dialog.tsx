import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type CancelBody, cancelBodySchema } from '@portside/contracts/cancellations';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-error';
import { useMessage } from '../lib/messages';
import { FormErrorBanner } from './form-error-banner';

type ReasonDialogProps = {
  opened: boolean;
  title: string;
  /** What follows the confirmation, in a sentence. */
  message: string;
  confirmLabel: string;
  /** Spec 8 style failure, in English (shown translated), when the server gives no sentence. */
  failureMessage: string;
  saving: boolean;
  /** Sends the reason; a refusal (its sentence) keeps the dialog open with it. */
  submit: (body: CancelBody, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onClose: () => void;
};

/**
 * The question before an act that needs a reason (cancelling a document, reversing a release, reopening a visit):
 * what will follow, the reason asked (required, as the server asks it), then the act; the server's refusal stays in
 * the dialog.
 */
export function ReasonDialog({
  opened,
  title,
  message,
  confirmLabel,
  failureMessage,
  saving,
  submit,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<CancelBody>({ resolver: zodResolver(cancelBodySchema), defaultValues: { reason: '' } });
  const { reset } = form;
  useEffect(() => {
    if (opened) {
      reset({ reason: '' });
      setBanner(null);
    }
  }, [opened, reset]);

  const send = form.handleSubmit((body) =>
    submit(body, {
      onSuccess: onClose,
      onError: (error) => setBanner(errorMessage(error, failureMessage)),
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={send} noValidate>
        <Stack gap="sm">
          <FormErrorBanner message={banner} />
          <Text size="sm">{message}</Text>
          <Textarea
            label={t('reason.label')}
            description={t('reason.hint')}
            required
            minRows={3}
            data-autofocus
            error={translate(form.formState.errors.reason?.message)}
            {...form.register('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('reason.dismiss')}
            </Button>
            <Button type="submit" color="red" loading={saving}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../lib/form-errors';
import { useMessage } from '../lib/messages';
import { useRevealOn } from '../lib/use-reveal';
import { ConfirmDialog } from './confirm-dialog';
import { FormErrorBanner } from './form-error-banner';
import { useUnsavedChangesGuard } from './unsaved-changes-guard';

type Outcome = { created: true; message: string } | { created: false; message: string | null };

type ConfirmedCreateFormProps<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  /** The fields that server validation errors may name; other errors go to the banner. */
  fields: readonly Path<Values>[];
  create: (values: Output) => Promise<unknown>;
  /** Spec messages in English, shown translated. */
  successMessage: string;
  failureMessage: string;
  /** A sentence the spec gives for one kind of failure (a 409), shown instead of the server's. */
  failureFor?: (error: unknown) => string | null;
  confirmTitle: string;
  /** The dialog's text, or its text for the values asked about (kept while the dialog closes after a reset). */
  confirmMessage: string | ((values: Output) => string);
  children: ReactNode;
};

/**
 * The one create form (spec 4): its fields, then Submit; valid values are confirmed in a dialog, then sent; success
 * shows its message and empties the form, a failure puts field errors on their fields and the rest in the banner. The
 * message is scrolled into view (the button is a long form below it), and leaving with typed values asks first.
 */
export function ConfirmedCreateForm<Values extends FieldValues, Output>({
  form,
  fields,
  create,
  successMessage,
  failureMessage,
  failureFor,
  confirmTitle,
  confirmMessage,
  children,
}: ConfirmedCreateFormProps<Values, Output>) {
  const { t } = useTranslation();
  const translate = useMessage();
  const [confirming, setConfirming] = useState<Output | null>(null);
  const [asked, setAsked] = useState<Output | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRevealOn<HTMLDivElement>(outcome);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    setConfirming(values);
    setAsked(values);
  });

  const confirm = async (values: Output) => {
    setSaving(true);
    try {
      await create(values);
      form.reset();
      setOutcome({ created: true, message: successMessage });
    } catch (error) {
      const message = failureFor?.(error) ?? applyServerError(error, form.setError, fields, failureMessage);
      setOutcome({ created: false, message });
    } finally {
      setSaving(false);
      setConfirming(null);
    }
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack>
          {guard.discarded && !outcome && (
            <Alert color="blue" icon={<IconInfoCircle size={18} />} role="status">
              {t('unsaved.discarded')}
            </Alert>
          )}
          {outcome?.message && (
            <div ref={outcomeRef}>
              {outcome.created ? (
                <Alert color="green" icon={<IconCheck size={18} />} role="status">
                  {translate(outcome.message)}
                </Alert>
              ) : (
                <FormErrorBanner message={outcome.message} />
              )}
            </div>
          )}
          {children}
          <Group>
            <Button type="submit">{t('common.submit')}</Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirmTitle}
        message={typeof confirmMessage === 'string' ? confirmMessage : asked ? confirmMessage(asked) : ''}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('common.submit')}
        loading={saving}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming !== null && confirm(confirming)}
      />
      {guard.dialog}
    </>
  );
}

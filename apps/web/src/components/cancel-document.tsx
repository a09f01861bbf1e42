import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CancelBody } from '@portside/contracts/cancellations';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ReasonDialog } from './reason-dialog';

type CancelDocumentProps<Detail> = {
  id: number;
  cancel: UseMutationResult<Detail, Error, { id: number; body: CancelBody }>;
  /** The button's label, the dialog's title and sentence, its confirming label (translated). */
  texts: { button: string; title: string; message: string; confirm: string; done: string; named?: string };
  /** In English, shown translated, when the server gives no sentence. */
  failureMessage: string;
};

/** Cancel on a document (an invoice, a receipt, a clearance): a reason asked in a dialog, then a notification. */
export function CancelDocument<Detail>({ id, cancel, texts, failureMessage }: CancelDocumentProps<Detail>) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="light" color="red" aria-label={texts.named} onClick={() => setAsking(true)}>
        {texts.button}
      </Button>
      <ReasonDialog
        opened={asking}
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.confirm}
        failureMessage={failureMessage}
        saving={cancel.isPending}
        submit={(body, callbacks) =>
          cancel.mutate(
            { id, body },
            {
              onSuccess: () => {
                callbacks.onSuccess();
                notifications.show({ color: 'green', message: texts.done });
              },
              onError: callbacks.onError,
            },
          )
        }
        onClose={() => setAsking(false)}
      />
    </>
  );
}

import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';

/** A change to a user, asked about first: the dialog's question and what runs once confirmed (its success sentence). */
export type Change = {
  title: string;
  message: string;
  confirmLabel: string;
  run: () => Promise<string>;
};

export const changeFailed = 'The change was not saved.';

/**
 * One confirmation dialog for the changes of a page: `ask` opens it for a change; confirmed, the change runs and its
 * sentence (or the server's refusal, translated) is shown.
 */
export function useConfirmedChange(): { ask: (change: Change) => void; pending: boolean; dialog: ReactNode } {
  const { t } = useTranslation();
  const translate = useMessage();
  const [asking, setAsking] = useState<Change | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async (change: Change) => {
    setPending(true);
    try {
      notifications.show({ color: 'green', message: await change.run() });
    } catch (error) {
      notifications.show({ color: 'red', message: translate(errorMessage(error, changeFailed)) });
    } finally {
      setPending(false);
      setAsking(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      opened={asking !== null}
      title={asking?.title ?? ''}
      message={asking?.message ?? ''}
      cancelLabel={t('common.cancel')}
      confirmLabel={asking?.confirmLabel ?? ''}
      loading={pending}
      onCancel={() => setAsking(null)}
      onConfirm={() => asking && confirm(asking)}
    />
  );
  return { ask: setAsking, pending, dialog };
}

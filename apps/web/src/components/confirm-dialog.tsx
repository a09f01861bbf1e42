import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
  /** The confirmation deletes something: its button is red (red is kept for deleting). */
  deletes?: boolean;
  /** What the user should weigh before confirming, under the question. */
  children?: ReactNode;
  /** Buttons large enough for a finger (at least 44 px high): the gate's phone screen. */
  touch?: boolean;
  /** false: the caller moves the focus itself when the dialog closes (default: back to what opened it). */
  returnFocus?: boolean;
};

/** The one confirmation dialog: a question, Cancel and a confirming button (red only when it deletes). */
export function ConfirmDialog({
  opened,
  title,
  message,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  loading,
  deletes,
  children,
  touch,
  returnFocus = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const size = touch ? 'lg' : undefined;
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text>{message}</Text>
        {children}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" size={size} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button color={deletes ? 'red' : undefined} size={size} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

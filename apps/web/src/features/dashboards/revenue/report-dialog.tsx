import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSmallScreen } from '../../../lib/use-small-screen';

type ReportDialogProps = { opened: boolean; onClose: () => void; title: string; children: ReactNode };

/** A drill-down's table dialog: wide on a desktop, the whole screen on a phone. */
export function ReportDialog({ opened, onClose, title, children }: ReportDialogProps) {
  const small = useSmallScreen();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="80rem" fullScreen={small}>
      {children}
    </Modal>
  );
}

import { Badge, Group } from '@mantine/core';
import type { Cancellation } from '@portside/contracts/cancellations';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's cell of a document: its value, and Cancelled beside it (the reason as its title) once cancelled. */
export function WithCancelled({ cancellation, children }: { cancellation: Cancellation; children: ReactNode }) {
  const { t } = useTranslation();
  if (!cancellation) return children;
  return (
    <Group gap={6} wrap="nowrap">
      {children}
      <Badge color="red" variant="light" title={cancellation.reason}>
        {t('cancellation.listed')}
      </Badge>
    </Group>
  );
}

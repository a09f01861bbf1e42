import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The badges of spec 4: the statuses a work order is created with (draft, final, completed) and the others the spec
 * lists for the lists (in_progress, pending, ongoing, done); anything else shows Unknown.
 */
const badges = {
  draft: { translationKey: 'draft', color: 'gray' },
  final: { translationKey: 'final', color: 'blue' },
  in_progress: { translationKey: 'inProgress', color: 'yellow' },
  pending: { translationKey: 'pending', color: 'orange' },
  ongoing: { translationKey: 'ongoing', color: 'yellow' },
  done: { translationKey: 'done', color: 'green' },
  completed: { translationKey: 'completed', color: 'green' },
} as const;

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('commercial');
  const badge = Object.hasOwn(badges, status) ? badges[status as keyof typeof badges] : null;
  return (
    <Badge color={badge?.color ?? 'dark'} variant="light" miw="max-content">
      {t(`orders.statuses.${badge?.translationKey ?? 'unknown'}`)}
    </Badge>
  );
}

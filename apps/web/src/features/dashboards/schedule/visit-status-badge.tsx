import { Badge } from '@mantine/core';
import type { VisitStatus } from '@portside/contracts/operations';
import { useTranslation } from 'react-i18next';

/** Spec 4: Arriving, Ongoing in the warning style, Completed in the success style. */
const colors: Record<VisitStatus, string> = { arriving: 'blue', ongoing: 'yellow', completed: 'green' };

export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge color={colors[status]} variant="light" miw="max-content">
      {t(`vesselSchedule.statuses.${status}`)}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks one of our own operators (settings ownOperators) in words, not by colour alone. */
export function OwnBadge() {
  const { t } = useTranslation('dashboard');
  return (
    <Badge size="sm" variant="filled" color="blue.9" style={{ flexShrink: 0 }}>
      {t('competitors.ours')}
    </Badge>
  );
}

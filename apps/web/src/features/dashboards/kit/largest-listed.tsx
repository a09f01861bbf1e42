import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Under a list the server cut at drillDownRowsMax rows: which part is shown (the totals row still counts them all). */
export function LargestListed({ shown, rows }: { shown: number; rows: number }) {
  const { t } = useTranslation('dashboard');
  if (rows <= shown) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('revenue.largestListed', { shown, rows })}
    </Text>
  );
}

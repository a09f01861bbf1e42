import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole minutes as hours and minutes (a delay, the lost time of a visit): 135 is 2 h 15 min. */
export function useFormatMinutes() {
  const { t } = useTranslation();
  return useCallback(
    (minutes: number) => t('operations.report.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
    [t],
  );
}

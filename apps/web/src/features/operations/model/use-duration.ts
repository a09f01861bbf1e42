import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { hoursAndMinutes } from './duration';

/** Whole minutes written as hours and minutes in the interface language. */
export function useDuration() {
  const { t } = useTranslation();
  return useCallback((minutes: number) => t('operations.monitoring.delays.duration', hoursAndMinutes(minutes)), [t]);
}

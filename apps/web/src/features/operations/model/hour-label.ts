import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../lib/time-zone';
import { clockTime, terminalDay } from '../../../lib/zoned-time';

/** An hour of the tally as the clerk picks it: its day and its range on the terminal's clock ("30 Nov 10:00–11:00"). */
export function useHourLabel() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  return (start: string) =>
    t('operations.monitoring.tally.hourOption', {
      day: terminalDay(start, timeZone),
      // One value, so that a right-to-left language keeps the range in its order (10:00–11:00, isolated).
      hours: `${clockTime(start, timeZone)}–${clockTime(new Date(Date.parse(start) + 3_600_000).toISOString(), timeZone)}`,
    });
}

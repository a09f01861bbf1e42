import '../lib/component-styles';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import 'dayjs/locale/ur';
import 'dayjs/locale/zh-cn';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../lib/languages';
import { useTimeZone } from '../lib/time-zone';
import { fromWallClock, toWallClock } from '../lib/zoned-time';

type DateTimeInputProps = {
  label: string;
  /** An instant (ISO 8601), or null when none is chosen. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  required?: boolean;
  clearable?: boolean;
  size?: 'sm' | 'md' | 'lg';
};

/**
 * The one date-and-time field: 24-hour, on the terminal's clock whatever the browser's zone, in the interface
 * language; on a narrow screen the picker opens as a dialog that fits it.
 */
export function DateTimeInput({ label, value, onChange, error, required, clearable, size }: DateTimeInputProps) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <DatesProvider settings={{ locale: languageOf(i18n.resolvedLanguage).locale.toLowerCase() }}>
      <DateTimePicker
        label={label}
        value={value ? toWallClock(value, timeZone) : null}
        onChange={(picked) => onChange(picked ? fromWallClock(picked, timeZone) : null)}
        valueFormat="YYYY-MM-DD HH:mm"
        error={error}
        required={required}
        clearable={clearable}
        size={size}
        dropdownType={narrow ? 'modal' : 'popover'}
        nextLabel={t('dateTime.next')}
        previousLabel={t('dateTime.previous')}
        clearButtonProps={{ 'aria-label': t('dateTime.clear', { label }) }}
        submitButtonProps={{ 'aria-label': t('dateTime.done') }}
        timePickerProps={{ hoursInputLabel: t('dateTime.hours'), minutesInputLabel: t('dateTime.minutes') }}
      />
    </DatesProvider>
  );
}

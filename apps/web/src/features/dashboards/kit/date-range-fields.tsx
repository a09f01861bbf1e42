import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import 'dayjs/locale/ur';
import 'dayjs/locale/zh-cn';
import { Group } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../../lib/languages';
import type { DayRange } from './day-range';

type DateRangeFieldsProps = {
  range: DayRange;
  /** One end changed (useDayRange's setRange moves the other when it must). */
  onChange: (changes: Partial<DayRange>) => void;
};

/** The From and To dates of an analytics period (spec 2.8), in the interface language; To is included. */
export function DateRangeFields({ range, onChange }: DateRangeFieldsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const common = {
    valueFormat: 'YYYY-MM-DD',
    nextLabel: t('dashboards.filters.nextMonth'),
    previousLabel: t('dashboards.filters.previousMonth'),
    miw: 150,
  };
  return (
    <DatesProvider settings={{ locale: languageOf(i18n.resolvedLanguage).locale.toLowerCase() }}>
      <Group gap="sm" align="flex-end" role="group" aria-label={t('dashboards.filters.dayRange')}>
        <DatePickerInput
          {...common}
          label={t('dashboards.filters.from')}
          value={range.from}
          onChange={(from) => from && onChange({ from })}
        />
        <DatePickerInput
          {...common}
          label={t('dashboards.filters.to')}
          value={range.to}
          onChange={(to) => to && onChange({ to })}
        />
      </Group>
    </DatesProvider>
  );
}
